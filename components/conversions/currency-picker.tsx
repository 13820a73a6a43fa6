"use client";

import { CURRENCY_FACTS, type Currency } from "@/lib/money/currencies";
import { ChoiceTile } from "@/components/ui/choice-tile";

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
          <ChoiceTile
            key={currency}
            selected={value === currency}
            className="flex-col items-center px-2 py-2.5 text-center"
            input={{
              name: `${id}-currency`,
              value: currency,
              checked: value === currency,
              onChange: () => onChange(currency),
            }}
          >
            <span className="text-base font-semibold">
              {CURRENCY_FACTS[currency].symbol} {currency}
            </span>
            <span className="text-xs text-muted-foreground">{CURRENCY_FACTS[currency].name}</span>
          </ChoiceTile>
        ))}
      </div>
    </fieldset>
  );
}
