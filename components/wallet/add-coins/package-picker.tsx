"use client";

import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { CoinPackages } from "@/lib/schemas/economics";
import { formatCount } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import type { Currency } from "@/lib/money/currencies";
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
function packageLabel(pack: PackageOffer, currency: Currency): string {
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
    // A list on a phone (a 2-column grid there wraps "1,000 coins" over two lines), cards from
    // the sm breakpoint up.
    <div role="group" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2">
      {packages.map((pack) => {
        const selected = pack.id === selectedId;
        const badged = pack.bonus > 0 || pack.popular;
        return (
          <button
            key={pack.id}
            type="button"
            aria-pressed={selected}
            aria-label={packageLabel(pack, currency)}
            disabled={disabled}
            onClick={() => onSelect(pack.id)}
            className={cn(
              "relative grid min-h-19 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 rounded-xl border-2 py-3 pr-12 pl-4 text-left transition-colors outline-none",
              "sm:flex sm:min-h-32 sm:flex-col sm:items-start sm:gap-2 sm:p-4",
              "hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
              "disabled:cursor-not-allowed disabled:opacity-60",
              selected ? "border-primary bg-primary/5" : "border-border bg-card",
            )}
          >
            <span
              className={cn(
                "text-lg leading-tight font-bold tabular-nums sm:pr-6 sm:text-2xl",
                // Alone on its side of a phone's row: centred like the price.
                !badged && "row-span-2",
              )}
            >
              {formatCount(pack.coins)} coins
            </span>
            {/* Beside the coins on a phone, under the badges on a card. */}
            <span className="row-span-2 justify-self-end text-lg font-semibold tabular-nums sm:order-last sm:mt-auto">
              {formatMoney(pack.price, currency)}
            </span>
            {/* On a card an empty badge line keeps the prices of a row level. */}
            <span className={cn("min-h-5 flex-wrap gap-1.5", badged ? "flex" : "hidden sm:flex")}>
              {pack.bonus > 0 ? (
                <Badge variant="coin">+{formatCount(pack.bonus)} bonus</Badge>
              ) : null}
              {pack.popular ? <Badge>Popular</Badge> : null}
            </span>
            <Check
              aria-hidden="true"
              className={cn(
                "absolute top-1/2 right-4 size-5 -translate-y-1/2 rounded-full bg-primary p-0.5 text-primary-foreground",
                "sm:top-3 sm:right-3 sm:translate-y-0",
                selected ? "visible" : "invisible",
              )}
            />
          </button>
        );
      })}
    </div>
  );
}
