"use client";

import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { CoinPackages } from "@/lib/api/schemas/economics";
import { formatCount } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import type { Currency } from "@/lib/payments/currency";
import { cn } from "@/lib/utils";

type PackageOffer = CoinPackages["packages"][number];

interface PackagePickerProps {
  packages: readonly PackageOffer[];
  currency: Currency;
  /** The package the current choice buys, if any. */
  selectedId: string | null;
  disabled: boolean;
  onSelect: (packageId: string) => void;
  labelledBy: string;
}

/** "500 coins + 25 bonus · $5.69 · Popular": what a screen reader hears for a package. */
export function packageLabel(pack: PackageOffer, currency: Currency): string {
  const bonus = pack.bonus > 0 ? ` + ${formatCount(pack.bonus)} bonus` : "";
  const popular = pack.popular ? " · Popular" : "";
  return `${formatCount(pack.coins)} coins${bonus} · ${formatMoney(pack.price, currency)}${popular}`;
}

/**
 * The coin packages as toggle buttons (aria-pressed): Tab to one, Enter or Space to pick it. Each
 * shows the server's price in the buyer's currency, so what is shown is what the order charges.
 */
export function PackagePicker({
  packages,
  currency,
  selectedId,
  disabled,
  onSelect,
  labelledBy,
}: PackagePickerProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3">
      {packages.map((pack) => {
        const selected = pack.id === selectedId;
        return (
          <button
            key={pack.id}
            type="button"
            aria-pressed={selected}
            aria-label={packageLabel(pack, currency)}
            disabled={disabled}
            onClick={() => onSelect(pack.id)}
            className={cn(
              "relative flex min-h-32 flex-col items-start gap-2 rounded-xl border-2 bg-card p-4 text-left transition-colors outline-none",
              "hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
              "disabled:cursor-not-allowed disabled:opacity-60",
              selected ? "border-primary bg-primary/5" : "border-border",
            )}
          >
            <span className="pr-6 text-lg leading-tight font-bold tabular-nums sm:text-2xl">
              {formatCount(pack.coins)} coins
            </span>
            <span className="flex min-h-5 flex-wrap gap-1.5">
              {pack.bonus > 0 ? (
                <Badge variant="coin">+{formatCount(pack.bonus)} bonus</Badge>
              ) : null}
              {pack.popular ? <Badge>Popular</Badge> : null}
            </span>
            <span className="mt-auto text-base font-semibold tabular-nums sm:text-lg">
              {formatMoney(pack.price, currency)}
            </span>
            <Check
              aria-hidden="true"
              className={cn(
                "absolute top-3 right-3 size-5 rounded-full bg-primary p-0.5 text-primary-foreground",
                selected ? "visible" : "invisible",
              )}
            />
          </button>
        );
      })}
    </div>
  );
}
