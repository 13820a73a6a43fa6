"use client";

import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import type { Currency } from "@/lib/payments/currency";
import type { CoinPackage } from "@/lib/payments/packages";
import { cn } from "@/lib/utils";

interface PackagePickerProps {
  packages: readonly CoinPackage[];
  currency: Currency;
  /** The id of the package whose price is the current amount, if any. */
  selectedId: string | null;
  disabled: boolean;
  onSelect: (pack: CoinPackage) => void;
  labelledBy: string;
}

/**
 * The coin packages as toggle buttons (aria-pressed): Tab to one, Enter or Space to pick it.
 * Picking one fills the amount, so the summary and the order always follow the amount alone.
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
            disabled={disabled}
            onClick={() => onSelect(pack)}
            className={cn(
              "relative flex min-h-32 flex-col items-start gap-1 rounded-xl border-2 bg-card p-4 text-left transition-colors outline-none",
              "hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
              "disabled:cursor-not-allowed disabled:opacity-60",
              selected ? "border-primary bg-primary/5" : "border-border",
            )}
          >
            <span className="text-lg leading-tight font-bold tabular-nums sm:text-2xl">
              {formatCount(pack.coins)} coins
            </span>
            <span className="text-sm text-muted-foreground tabular-nums">
              {formatMoney(pack.price, currency)}
            </span>
            <span className="mt-auto flex flex-wrap gap-1.5 pt-2">
              {pack.bonus > 0 ? (
                <Badge variant="coin">+{formatCount(pack.bonus)} bonus</Badge>
              ) : null}
              {pack.popular ? <Badge>Popular</Badge> : null}
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
