"use client";

import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight } from "lucide-react";
import { CHECK_ON_SUBMIT, useFormError } from "@/components/auth/use-form-error";
import { FormError } from "@/components/settings/form-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError, apiRequest } from "@/lib/api/client";
import type { ConversionOutcome } from "@/lib/api/schemas/conversions";
import {
  amountErrorTitle,
  conversionFormSchema,
  previewAmount,
  type ConversionFormValues,
} from "@/lib/conversions/conversion-form";
import { CONVERSION_SUBMITTED, CONVERSION_SUBMITTED_TITLE } from "@/lib/conversions/messages";
import { formatCoins } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import { notify } from "@/lib/notify";
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from "@/lib/payments/currency";
import type { ConversionInput } from "@/lib/validations/conversions";
import { CurrencyPicker } from "./currency-picker";

interface ConversionFormProps {
  available: number;
  /** Currencies the organization has payout details for. */
  payable: ReadonlySet<Currency>;
  onSubmitted: (outcome: ConversionOutcome) => void;
  onAddPayout: (currency: Currency) => void;
}

/** A key a retried submission (a lost answer) reuses, so the request is made once. */
function newKey(): string {
  return crypto.randomUUID();
}

/** SPEC.md "Organization convert coins": amount, currency, the preview, and the request. */
export function ConversionForm({
  available,
  payable,
  onSubmitted,
  onAddPayout,
}: ConversionFormProps) {
  const id = useId();
  const ids = { amount: `${id}-amount`, currency: `${id}-currency` };
  const form = useForm<ConversionFormValues, unknown, ConversionInput>({
    ...CHECK_ON_SUBMIT,
    // Checked against the balance of the latest render: react-hook-form takes each render's
    // options, and the balance changes after a request or a cancellation.
    resolver: zodResolver(conversionFormSchema(available)),
    defaultValues: { amount: "", currency: "INR" },
  });
  const { message, alertId, fieldProps, failWith, submitWith } = useFormError(form, ids);
  const [sending, setSending] = useState(false);
  const [key, setKey] = useState(newKey);
  const amountText = useWatch({ control: form.control, name: "amount" });
  const currency = useWatch({ control: form.control, name: "currency" });
  const preview = previewAmount(amountText);
  const amountError = form.formState.errors.amount?.message;
  const needsPayout = !payable.has(currency);

  async function send(input: ConversionInput) {
    setSending(true);
    try {
      const { data } = await apiRequest<ConversionOutcome>("/api/v1/conversions", {
        body: input,
        headers: { "idempotency-key": key },
      });
      notify.success(CONVERSION_SUBMITTED_TITLE, { description: CONVERSION_SUBMITTED });
      form.reset({ amount: "", currency: input.currency });
      setKey(newKey());
      onSubmitted(data);
    } catch (cause) {
      // Refused for good (not a lost answer): the next try is a new request.
      if (cause instanceof ApiClientError && cause.status > 0) setKey(newKey());
      failWith(cause, { field: "amount" });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submitWith(send, sending)}
      className="space-y-5"
      aria-label="Convert coins"
    >
      <fieldset disabled={sending} className="space-y-5">
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={ids.amount}>Amount (coins)</Label>
            <span className="text-sm text-muted-foreground">
              Available:{" "}
              <span className="font-medium text-foreground tabular-nums">
                {formatCoins(available)}
              </span>
            </span>
          </div>
          <div className="flex gap-2">
            <Input
              id={ids.amount}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              placeholder="e.g. 500"
              className="h-11 text-base tabular-nums"
              {...form.register("amount")}
              {...fieldProps("amount")}
            />
            <Button
              type="button"
              variant="outline"
              className="h-11"
              disabled={available <= 0}
              onClick={() => form.setValue("amount", String(available))}
            >
              Max
            </Button>
          </div>
        </div>

        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <CurrencyPicker
              id={ids.currency}
              value={field.value}
              onChange={field.onChange}
              currencies={CURRENCIES}
              {...fieldProps("currency")}
            />
          )}
        />

        <div className="rounded-lg bg-muted/60 px-4 py-3">
          <p className="text-sm text-muted-foreground">You will receive</p>
          <p className="mt-0.5 text-2xl font-semibold tabular-nums" aria-live="polite">
            {preview === null ? `${CURRENCY_SYMBOLS[currency]}0` : formatMoney(preview, currency)}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            1 coin = 1 {currency}. Paid after an admin approves the request.
          </p>
        </div>

        {needsPayout ? (
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            Add your payout details for {currency} before your first request.
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              onClick={() => onAddPayout(currency)}
            >
              Add payout details
            </Button>
          </p>
        ) : null}
      </fieldset>

      <FormError
        id={alertId}
        title={message && amountError === message ? amountErrorTitle(message) : undefined}
        message={message ?? null}
      />

      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={sending}
        disabled={amountText.trim() === "" || needsPayout}
      >
        {sending ? "Submitting..." : "Request Conversion"}
        {sending ? null : <ArrowRight aria-hidden="true" />}
      </Button>
    </form>
  );
}
