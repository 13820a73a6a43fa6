"use client";

import { CURRENCY_SYMBOLS, type Currency } from "@/lib/payments/currency";
import { cn } from "@/lib/utils";

const NAMES: Record<Currency, string> = {
  INR: "Indian rupee",
  USD: "US dollar",
  EUR: "Euro",
};

interface CurrencyPickerProps {
  id: string;
  value: Currency;
  onChange: (currency: Currency) => void;
  currencies: readonly Currency[];
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** Three currencies side by side: radio buttons (arrow keys move between them), not a menu. */
export function CurrencyPicker({ id, value, onChange, currencies, ...aria }: CurrencyPickerProps) {
  return (
    <fieldset id={id} className="space-y-2" {...aria}>
      <legend className="text-sm leading-none font-medium">Currency</legend>
      <div className="grid grid-cols-3 gap-2">
        {currencies.map((currency) => (
          <label
            key={currency}
            className={cn(
              "flex cursor-pointer flex-col items-center rounded-lg border px-2 py-2.5 text-center transition-colors focus-within:ring-2 focus-within:ring-ring/50 hover:bg-accent",
              value === currency && "border-primary bg-primary/5 ring-1 ring-primary",
            )}
          >
            <input
              type="radio"
              name={`${id}-currency`}
              value={currency}
              checked={value === currency}
              onChange={() => onChange(currency)}
              className="sr-only"
            />
            <span className="text-base font-semibold">
              {CURRENCY_SYMBOLS[currency]} {currency}
            </span>
            <span className="text-xs text-muted-foreground">{NAMES[currency]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
