"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { notify } from "@/lib/notify";
import { INVALID_AMOUNT_TITLE } from "@/lib/validations/whole-amount";
import { CoinAmount } from "@/components/ui/coin-amount";
import { BackLink } from "@/components/marketing/back-link";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { CoinPackages } from "@/lib/schemas/economics";
import { useCheckoutScript, type CheckoutProvider } from "@/lib/payments/checkout-client";
import type { RegionInfo } from "@/lib/money/region";
import { browserDateStyle } from "@/lib/format/date-time";
import { BASE_CURRENCY, CURRENCY_FACTS } from "@/lib/money/currencies";
import { useWalletBalance } from "@/lib/swr/use-wallet-balance";
import { WalletDebtNotice } from "../debt-notice";
import type { AfterTopUp } from "./after-top-up";
import { CustomAmountField } from "./custom-amount-field";
import { PackagePicker } from "./package-picker";
import { PayAction } from "./pay-action";
import { PaymentSuccess } from "./payment-success";
import { PaymentSummary } from "./payment-summary";
import { sameChoice } from "./order-hold";
import { holdBeforePay, holdSentence, PRICE_LAPSED } from "./price-words";
import { RegionNote } from "./region-note";
import {
  orderChoice,
  priceSelection,
  type OrderChoice,
  type TopUpSelection,
} from "./top-up-selection";
import { UnverifiedNotice } from "./unverified-notice";
import { useCoinPurchase, type HeldOrder, type PurchaseStep } from "./use-coin-purchase";

interface AddCoinsScreenProps {
  region: RegionInfo;
  provider: CheckoutProvider;
  /** The packages and bounds in the region's currency at the current rate (server-priced). */
  offer: CoinPackages;
  /** What the link asked for (`?package=`, `?amount=`), or nothing. */
  initialSelection: TopUpSelection;
  /** Where the back link leads and the screen goes once the coins are credited. */
  after: AfterTopUp;
}

/**
 * Under Pay, outside India: how long the price holds, and once an order is made until when (an
 * order in rupees has no rate to move, so its price always holds and nothing is said).
 */
function holdNote(
  offer: CoinPackages,
  held: HeldOrder | null,
  choice: OrderChoice | null,
  step: PurchaseStep,
): string | null {
  if (offer.currency === BASE_CURRENCY) return null;
  if (held && choice && sameChoice(held.choice, choice)) {
    const style = browserDateStyle(CURRENCY_FACTS[offer.currency].dateLocale);
    return holdSentence(held.order.expiresAt, offer.priceMinutes, style);
  }
  // The window is still open on an order whose price has lapsed meanwhile.
  if (step === "checkout") return PRICE_LAPSED;
  return holdBeforePay(offer.priceMinutes);
}

/** docs/spec.md "Add Coins": packages, custom amount, payment summary, pay button, region note. */
export function AddCoinsScreen({
  region,
  provider,
  offer,
  initialSelection,
  after,
}: AddCoinsScreenProps) {
  const balance = useWalletBalance();
  const [selection, setSelection] = useState(initialSelection);
  const script = useCheckoutScript(provider);
  const purchase = useCoinPurchase(region, offer.priceMinutes, after.href);
  const priced = priceSelection(selection, offer);
  const choice = orderChoice(selection, priced);
  const quote = priced.kind === "priced" ? priced.quote : null;
  // Not a whole number within the bounds as typed: said at once at the field (docs/spec.md's words
  // or the exact bound), and Pay stays disabled, so no click is needed to learn why.
  const amountProblem = priced.kind === "invalid" ? priced.problem : null;
  // In INR a typed package price buys that package: it shows as chosen too.
  const selectedId = quote?.packageId ?? null;
  const locked = purchase.processing || purchase.step === "paid";
  const payButton = useRef<HTMLButtonElement>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const wasProcessing = useRef(false);

  // The payment window hands focus back to Pay while Pay is still disabled, so it lands on the
  // page itself: once the payment is over, put it back where the keyboard user left it.
  useEffect(() => {
    if (wasProcessing.current && purchase.step === "idle") {
      const active = document.activeElement;
      if (!active || active === document.body) payButton.current?.focus();
    }
    wasProcessing.current = purchase.processing;
  }, [purchase.processing, purchase.step]);

  function choose(next: TopUpSelection) {
    setSelection(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    if (script.status !== "ready") {
      notify.error("Payment Service Loading", {
        description: "Please wait for the payment service to load.",
      });
      return;
    }
    // Pay is disabled while the amount is refused; a submission that still arrives (Enter in the
    // field) goes back to the field that says why, not to a toast (lib/notify).
    if (!choice || !quote) {
      amountField.current?.focus();
      return;
    }
    void purchase.pay(choice, quote);
  }

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <BackLink href={after.href} label={after.backLabel} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Add Coins</h1>
            <p className="mt-1.5 text-muted-foreground">
              Buy coins once, then book any service with them.
            </p>
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            Current balance
            <CoinAmount amount={balance} />
          </p>
        </div>
        <RegionNote region={region} provider={provider} offer={offer} />
      </div>

      {purchase.step === "paid" && purchase.result ? (
        <PaymentSuccess result={purchase.result} after={after} />
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Add coins"
          // Room at the end on a phone for the Pay bar fixed at the bottom (PaymentSummary).
          className="grid gap-6 pb-40 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:pb-0"
        >
          <div className="space-y-6">
            {purchase.unverified ? <UnverifiedNotice payment={purchase.unverified} /> : null}
            <WalletDebtNotice where="add" />
            <Card>
              <CardHeader>
                <h2 id="coin-packages-title" className="text-lg leading-none font-semibold">
                  Choose a package
                </h2>
                <CardDescription>Bigger packages come with bonus coins.</CardDescription>
              </CardHeader>
              <CardContent className="space-y-6">
                <PackagePicker
                  packages={offer.packages}
                  currency={offer.currency}
                  selectedId={selectedId}
                  disabled={locked}
                  onSelect={(packageId) => choose({ kind: "package", packageId })}
                  labelledBy="coin-packages-title"
                />
                <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
                  <span className="h-px flex-1 bg-border" />
                  or
                  <span className="h-px flex-1 bg-border" />
                </div>
                <CustomAmountField
                  value={selection.kind === "custom" ? selection.text : ""}
                  currency={offer.currency}
                  min={offer.customAmount.min}
                  max={offer.customAmount.max}
                  disabled={locked}
                  error={amountProblem}
                  errorTitle={INVALID_AMOUNT_TITLE}
                  onChange={(text) => choose({ kind: "custom", text })}
                  inputRef={amountField}
                />
              </CardContent>
            </Card>
          </div>
          <div className="lg:sticky lg:top-24">
            <PaymentSummary quote={quote} offer={offer}>
              <PayAction
                note={holdNote(offer, purchase.held, choice, purchase.step)}
                amountMinor={quote?.amountMinor ?? null}
                amountProblem={amountProblem}
                currency={offer.currency}
                step={purchase.step}
                script={script.status}
                onRetryScript={script.retry}
                buttonRef={payButton}
              />
            </PaymentSummary>
          </div>
        </form>
      )}
    </div>
  );
}
