"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { ArrowRight } from "lucide-react";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { useFormError } from "@/components/auth/use-form-error";
import { usePlainForm } from "@/components/forms/use-plain-form";
import { FormError } from "@/components/settings/form-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError, callApi } from "@/lib/api/client";
import { conversionsCreate } from "@/lib/api/endpoints/conversions";
import type { ConversionOutcome } from "@/lib/schemas/conversions";
import {
  amountErrorTitle,
  typedAmountProblem,
  type ConversionFormValues,
} from "@/lib/conversions/conversion-form";
import { previewConversion, quoteFromDetails } from "@/lib/conversions/conversion-preview";
import {
  clearingSentence,
  clearingShortfall,
  type ClearingDays,
} from "@/lib/conversions/clearing-words";
import {
  CONVERSION_SUBMITTED,
  CONVERSION_SUBMITTED_TITLE,
  NOT_ENOUGH_COINS,
  QUOTE_CHANGED,
} from "@/lib/conversions/messages";
import type { DateStyle } from "@/lib/format/date-time";
import type { ConversionFees, ConversionQuote } from "@/lib/economics/conversion-quote";
import type { RateTable } from "@/lib/economics/rates";
import { formatCoins } from "@/lib/format/coins";
import { notify } from "@/lib/notify";
import { BASE_CURRENCY, CURRENCIES, type Currency } from "@/lib/money/currencies";
import type { ConversionInput } from "@/lib/validations/conversions";
import { ConversionPreviewBox } from "./conversion-preview";
import { CurrencyPicker } from "./currency-picker";
import { PayoutFormDialog } from "./lazy-payout-form-dialog";

/** The title of the box that says the quote changed (the message is QUOTE_CHANGED). */
const QUOTE_CHANGED_TITLE = "Quote Changed";

interface ConversionFormProps {
  available: number;
  /** Earnings still clearing, by the day they clear: named when more than is available is asked. */
  clearing: ClearingDays;
  dateStyle: DateStyle;
  /** The fee and rates the page was read with: the preview's quote is worked out from them. */
  fees: ConversionFees;
  /** Payout rates (the exchange rate plus the spread); the exchange rates and the spread. */
  rates: RateTable;
  midRates: RateTable;
  fxSpreadBps: number;
  /** Currencies the organization has payout details for. */
  payable: ReadonlySet<Currency>;
  onSubmitted: (outcome: ConversionOutcome) => void;
  onAddPayout: (currency: Currency) => void;
}

/** A key a retried submission (a lost answer) reuses, so the request is made once. */
function newKey(): string {
  return crypto.randomUUID();
}

/** docs/spec.md "Organization convert coins": amount, currency, the preview, and the request. */
export function ConversionForm({
  available,
  clearing,
  dateStyle,
  fees,
  rates,
  midRates,
  fxSpreadBps,
  payable,
  onSubmitted,
  onAddPayout,
}: ConversionFormProps) {
  const id = useId();
  const ids = { amount: `${id}-amount`, currency: `${id}-currency` };
  // Checked against the balance of the latest render: the form takes each render's resolver,
  // and the balance changes after a request or a cancellation.
  const resolver = lazyZodResolver(() =>
    import("@/lib/conversions/conversion-form-schema").then((module) =>
      module.conversionFormSchema(available),
    ),
  );
  // Checked on submit only, as CHECK_ON_SUBMIT sets react-hook-form up; the library itself stays
  // off this page's first load.
  const form = usePlainForm<ConversionFormValues, ConversionInput>({
    resolver,
    defaultValues: { amount: "", currency: BASE_CURRENCY },
  });
  const { message, alertId, fieldProps, fail, failWith, submitWith } = useFormError(form, ids);
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [key, setKey] = useState(newKey);
  // The server's quote after it answered that ours changed: shown for its amount and currency.
  const [newer, setNewer] = useState<ConversionQuote | null>(null);
  const amountText = form.watch("amount");
  /** Not enough coins, when more are clearing: how many have cleared and when the rest clear. */
  const withClearing = (problem: string | null): string | null =>
    problem === NOT_ENOUGH_COINS
      ? (clearingShortfall({
          available,
          requested: Number(amountText.trim()),
          schedule: clearing,
          style: dateStyle,
        }) ?? problem)
      : problem;
  const currencyField = form.field("currency");
  const currency = currencyField.value;
  // Checked as typed: a refused amount is said at once, previews nothing (never "You will
  // receive ₹500" with 120 available) and keeps submit disabled; clearing it clears the message.
  const typedProblem = withClearing(typedAmountProblem(amountText, available));
  const preview = typedProblem
    ? ({ kind: "none" } as const)
    : previewConversion(amountText, currency, rates, fees, newer);
  const amountError = typedProblem ?? form.formState.errors.amount?.message;
  const shownMessage = typedProblem ?? message ?? null;
  const amountFieldProps = fieldProps("amount");
  const needsPayout = !payable.has(currency);
  const clearingText = clearingSentence(clearing, dateStyle);

  async function send(input: ConversionInput) {
    // The quote on screen for what was sent: its payout is what the request must pay.
    const shown = previewConversion(String(input.amount), input.currency, rates, fees, newer);
    if (shown.kind === "refused") {
      fail(shown.message, "amount");
      return;
    }
    const expectedPayoutMinor = shown.kind === "quote" ? shown.quote.payoutMinor : undefined;
    setSending(true);
    try {
      const { data } = await callApi(conversionsCreate, {
        body: { ...input, expectedPayoutMinor },
        headers: { "idempotency-key": key },
      });
      notify.success(CONVERSION_SUBMITTED_TITLE, { description: CONVERSION_SUBMITTED });
      form.reset({ amount: "", currency: input.currency });
      setKey(newKey());
      setNewer(null);
      onSubmitted(data);
    } catch (cause) {
      // Refused for good (not a lost answer): the next try is a new request.
      if (cause instanceof ApiClientError && cause.status > 0) setKey(newKey());
      if (cause instanceof ApiClientError && cause.code === "quote_changed") {
        // Nothing was held: show the new quote, and read the page's fee and rates again so
        // other amounts are quoted right too. Submitting again asks for the new payout.
        setNewer(quoteFromDetails(cause.details));
        fail(QUOTE_CHANGED);
        router.refresh();
        return;
      }
      failWith(cause, { field: "amount" });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submitWith(send, sending)}
      onFocus={resolver.preload}
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
              fieldSize="xl"
              className="text-base tabular-nums"
              {...form.register("amount", {
                // A message from the last submission or the server was about the old amount.
                onChange: () => form.clearErrors(),
              })}
              {...amountFieldProps}
              aria-invalid={typedProblem ? true : amountFieldProps["aria-invalid"]}
              aria-describedby={typedProblem ? alertId : amountFieldProps["aria-describedby"]}
            />
            <Button
              type="button"
              variant="outline"
              size="field"
              disabled={available <= 0}
              onClick={() => {
                form.clearErrors();
                form.setValue("amount", String(available));
              }}
            >
              Max
            </Button>
          </div>
          {clearingText ? (
            <p className="text-xs text-muted-foreground" data-testid="clearing-hint">
              {clearingText}: you can convert them once they have.
            </p>
          ) : null}
        </div>

        <CurrencyPicker
          id={ids.currency}
          value={currencyField.value}
          onChange={currencyField.onChange}
          currencies={CURRENCIES}
          {...fieldProps("currency")}
        />

        <ConversionPreviewBox
          preview={preview}
          currency={currency}
          fees={fees}
          rates={rates}
          midRates={midRates}
          fxSpreadBps={fxSpreadBps}
          changed={preview.kind === "quote" && preview.quote === newer}
        />

        {needsPayout ? (
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            Add your payout details for {currency} before your first request.
            <Button
              type="button"
              variant="link"
              size="inline"
              onClick={() => onAddPayout(currency)}
              {...PayoutFormDialog.opener}
            >
              Add payout details
            </Button>
          </p>
        ) : null}
      </fieldset>

      <FormError
        id={alertId}
        title={
          shownMessage === QUOTE_CHANGED
            ? QUOTE_CHANGED_TITLE
            : shownMessage && amountError === shownMessage
              ? amountErrorTitle(shownMessage)
              : undefined
        }
        message={shownMessage}
      />

      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={sending}
        disabled={
          amountText.trim() === "" ||
          typedProblem !== null ||
          preview.kind === "refused" ||
          needsPayout
        }
      >
        {sending ? "Submitting..." : "Request Conversion"}
        {sending ? null : <ArrowRight aria-hidden="true" />}
      </Button>
    </form>
  );
}
