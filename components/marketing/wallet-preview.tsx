import { BadgeCheck, EyeOff, Plus, ShieldCheck } from "lucide-react";
import { CoinMark } from "@/components/nav/coin-mark";
import { CATEGORY_LABELS } from "@/modules/catalog/shared/categories";
import type { ShowcaseSummary } from "@/modules/catalog/shared/showcase-types";
import { formatCoins } from "@/lib/format/coins";

/**
 * The hero's illustration: a wallet card and recent bookings drawn from the real showcase
 * services. Decorative, so hidden from assistive technology; the balance is masked because
 * a visitor has none yet.
 */
export function WalletPreview({ recent }: { recent: ShowcaseSummary[] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:mr-0">
      <div className="absolute -inset-8 -z-10 bg-radial-[closest-side] from-primary/25 via-coin/15 to-transparent" />

      <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-primary to-[oklch(0.32_0.16_280)] p-6 text-primary-foreground shadow-2xl shadow-primary/30 sm:p-8">
        <div className="absolute -top-16 -right-16 size-48 rounded-full bg-white/10" />
        <div className="absolute -bottom-20 -left-10 size-44 rounded-full bg-coin/20" />
        <div className="relative flex items-center justify-between">
          <p className="text-sm font-medium text-primary-foreground/80">Coinmarket Wallet</p>
          <CoinMark className="size-9" />
        </div>
        <p className="relative mt-8 text-xs tracking-widest text-primary-foreground/70 uppercase">
          Balance
        </p>
        <div className="relative mt-1 flex items-center gap-3">
          <p className="text-4xl font-bold tracking-wider">••••••</p>
          <span className="text-lg text-primary-foreground/80">coins</span>
          <EyeOff className="ml-auto size-5 text-primary-foreground/70" />
        </div>
        <div className="relative mt-8 flex gap-3">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-primary">
            <Plus className="size-4" /> Add coins
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold">
            <ShieldCheck className="size-4" /> Secured
          </span>
        </div>
      </div>

      {recent.length > 0 ? (
        <div className="relative mx-4 -mt-6 rounded-2xl border bg-card p-4 text-card-foreground shadow-xl sm:mx-8">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Recent bookings
          </p>
          <ul className="mt-3 space-y-3">
            {recent.map((service) => (
              <li key={service.slug} className="flex items-center gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-success/10 text-success">
                  <BadgeCheck className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{service.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {[CATEGORY_LABELS[service.category], service.organizations[0]?.name]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
                <span className="text-sm font-semibold whitespace-nowrap text-coin-foreground">
                  −{formatCoins(service.fromPrice)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
