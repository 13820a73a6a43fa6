"use client";

import { useId } from "react";
import { FormError } from "@/components/settings/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CURRENCY_SYMBOLS, formatMoney, type PaymentCurrency } from "@/lib/payments/currency";
import { MAX_TOPUP, MIN_TOPUP } from "@/lib/payments/packages";
import { cleanAmountText } from "./amount-text";

interface CustomAmountFieldProps {
  value: string;
  currency: PaymentCurrency;
  disabled: boolean;
  /** Set after a refused Pay click; cleared by the next edit. */
  error: string | null;
  onChange: (value: string) => void;
}

/** Any whole amount within the region's bounds; 1 coin per rupee or dollar. */
export function CustomAmountField({
  value,
  currency,
  disabled,
  error,
  onChange,
}: CustomAmountFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Custom amount</Label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
        >
          {CURRENCY_SYMBOLS[currency]}
        </span>
        <Input
          id={id}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Enter an amount"
          className="h-11 pl-7 text-base tabular-nums"
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const next = cleanAmountText(event.target.value);
            if (next !== null) onChange(next);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
        />
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {`Min ${formatMoney(MIN_TOPUP, currency)} · Max ${formatMoney(MAX_TOPUP[currency], currency)}`}
      </p>
      <FormError id={errorId} message={error} />
    </div>
  );
}
