import Link from "@/components/ui/link";
import { formatCoins } from "@/lib/format/coins";
import { cn } from "@/lib/utils";
import { CoinMark } from "./coin-mark";

interface BalanceChipProps {
  amount: number;
  /** Where the coins are managed; without one the chip is plain text (that page is listed beside it). */
  href?: string;
  /** What the amount is, for the accessible name: "Wallet balance", "Available to convert". */
  label: string;
  className?: string;
}

/**
 * A coin balance in the navigation bar. A link to where the coins are managed, so its accessible
 * name can carry the context the short visible text leaves out.
 */
export function BalanceChip({ amount, href, label, className }: BalanceChipProps) {
  const text = formatCoins(amount);
  const look = cn(
    "inline-flex h-9 items-center gap-1.5 rounded-full bg-coin/15 px-3 text-sm font-semibold whitespace-nowrap text-coin-foreground tabular-nums",
    className,
  );
  if (!href) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {label}:{" "}
        <span className={look}>
          <CoinMark className="size-5" />
          {text}
        </span>
      </p>
    );
  }
  return (
    <Link
      href={href}
      aria-label={`${label}: ${text}`}
      className={cn(look, "transition-colors hover:bg-coin/25")}
    >
      <CoinMark className="size-5" />
      {text}
    </Link>
  );
}
