import Link from "@/components/ui/link";
import { Zap } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/data/section-card";
import type { CoinPackages } from "@/lib/schemas/economics";
import { formatCount } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";

/**
 * docs/spec.md "User dashboard": four amounts (100, 500, 1000, 2000 rupees), which are the four coin
 * packages. Each opens Add Coins with its package chosen and shows what Add Coins will charge:
 * the rupee price in India, the package's price at the exchange rate elsewhere ($5.69, not $500).
 */
const QUICK_TOP_UP_AMOUNTS = [100, 500, 1000, 2000] as const;

export function QuickTopUpCard({ offer }: { offer: CoinPackages }) {
  const packages = QUICK_TOP_UP_AMOUNTS.flatMap((coins) =>
    offer.packages.filter((pack) => pack.coins === coins),
  );
  return (
    <SectionCard
      id="quick-top-up-title"
      icon={Zap}
      title="Quick Top-up"
      description="Pick an amount, check it, then pay."
    >
      <ul className="grid grid-cols-2 gap-3">
        {packages.map((pack) => (
          <li key={pack.id}>
            <Link
              href={`/wallet/add?package=${pack.id}`}
              className={buttonVariants({
                variant: "outline",
                className: "h-auto min-h-14 w-full flex-col gap-0 py-2 tabular-nums",
              })}
            >
              <span className="text-base">
                <span className="sr-only">Top up </span>
                {formatMoney(pack.price, offer.currency)}
              </span>
              <span className="text-xs font-normal text-muted-foreground">
                {pack.bonus > 0
                  ? `${formatCount(pack.coins)} + ${formatCount(pack.bonus)} bonus`
                  : `${formatCount(pack.coins)} coins`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
