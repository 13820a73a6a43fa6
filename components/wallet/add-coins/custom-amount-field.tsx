"use client";

import { useId, type Ref } from "react";
import { FormError } from "@/components/settings/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatMoney } from "@/lib/format/money";
import { CURRENCY_FACTS, type Currency } from "@/lib/money/currencies";

interface CustomAmountFieldProps {
  value: string;
  currency: Currency;
  /** Whole units of the currency (the offer's customAmount). */
  min: number;
  max: number;
  disabled: boolean;
  /** What is wrong with the amount, shown under it; null when nothing is. */
  error: string | null;
  errorTitle: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Any whole amount of the buyer's currency within the region's bounds: money, not coins, so the
 * label names the currency (the summary shows the coins it buys at the rate).
 */
export function CustomAmountField({
  value,
  currency,
  min,
  max,
  disabled,
  error,
  errorTitle,
  onChange,
  inputRef,
}: CustomAmountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{`Custom amount (${currency})`}</Label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
        >
          {CURRENCY_FACTS[currency].symbol}
        </span>
        <Input
          ref={inputRef}
          id={id}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder={`Amount in ${currency}`}
          fieldSize="xl"
          className="pl-7 text-base tabular-nums"
          maxLength={20}
          value={value}
          disabled={disabled}
          // Kept as typed: a decimal point or a sign is refused below, never dropped.
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
        />
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {`Min ${formatMoney(min, currency)} · Max ${formatMoney(max, currency)}`}
      </p>
      <FormError id={errorId} title={errorTitle} message={error} />
    </div>
  );
}
