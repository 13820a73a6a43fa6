"use client";

// docs/spec.md section 4, "Coin payment": idle -> order created -> payment window open -> success
// (verified, coins added, data refreshed after 1 s, dashboard or the payment the top-up was
// started from after 3 s), failure or cancelled.
// Every way out of a payment clears the processing flag; the toasts are section 8's. The order is
// kept after a failed payment or a closed window, and Pay opens it again for the same choice while
// its price holds (order-hold.ts); after that Pay makes a new one at today's price.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { ApiClientError, callApi } from "@/lib/api/client";
import type { ResultOf } from "@/lib/api/endpoint";
import { paymentsCreateOrder, paymentsVerify } from "@/lib/api/endpoints/payments";
import { newIdempotencyKey } from "@/lib/api/idempotency-key";
import type { TopUpQuote } from "@/lib/economics/top-up-quote";
import { formatCount } from "@/lib/format/coins";
import { formatMinor, fromMinor } from "@/lib/format/money-minor";
import { openCheckout, type CheckoutSuccess, type CoinOrder } from "@/lib/payments/checkout-client";
import { locationOf, type RegionInfo } from "@/lib/money/region";
import { refreshWalletBalance } from "@/lib/swr/use-wallet-balance";
import { refreshWalletDebt } from "../use-wallet-debt";
import { heldOrderEnd, heldOrderOpens, sameChoice } from "./order-hold";
import type { OrderChoice } from "./top-up-selection";

const REFRESH_AFTER_MS = 1000;
const REDIRECT_AFTER_MS = 3000;

export type PurchaseStep = "idle" | "ordering" | "checkout" | "verifying" | "paid";

/** The answer of POST payments.createOrder: the checkout's order, and until when its price holds. */
type PricedOrder = ResultOf<typeof paymentsCreateOrder>;

interface VerifiedPayment {
  coinsAdded: number;
  alreadyCredited: boolean;
  /** Coins of this top-up that repaid the wallet's debt after a lost card dispute. */
  debtRepaid: number;
  balance: number;
}

/** A credited top-up: the server's answer and what the order charged. */
export interface CompletedPurchase extends VerifiedPayment {
  /** Major units (6.02), as the order priced it. */
  amount: number;
  currency: CoinOrder["currency"];
}

/** An order made and not paid yet: Pay opens it again for the same choice while its price holds. */
export interface HeldOrder {
  order: PricedOrder;
  choice: OrderChoice;
  /** When it arrived, on the browser's clock (order-hold.ts). */
  receivedAt: number;
}

/** A payment the provider took but we could not confirm: what support needs to find it. */
export interface UnverifiedPayment {
  orderId: string;
  paymentId: string;
}

function orderFailure(error: unknown): { title: string; description: string } {
  if (error instanceof ApiClientError && error.status === 401) {
    return { title: "Authentication Required", description: error.message };
  }
  // A refused amount (422) is the server's own words: the bounds of the payer's region.
  if (error instanceof ApiClientError && error.status === 422) {
    return { title: "Payment Failed", description: error.message };
  }
  return { title: "Payment Failed", description: "Failed to initiate payment" };
}

/**
 * The server priced the order at the rate of that moment: when the rate moved since the page was
 * loaded, the price or the coins differ from what the summary showed, and no checkout opens for a
 * sum the buyer has not seen.
 */
function priceChanged(order: CoinOrder, shown: TopUpQuote): boolean {
  return order.amountMinor !== shown.amountMinor || order.coins + order.bonus !== shown.total;
}

/** Whether Pay may open `held` again for `choice`, priced as `shown`, now. */
function reopens(
  held: HeldOrder | null,
  choice: OrderChoice,
  shown: TopUpQuote,
  priceMinutes: number,
): held is HeldOrder {
  return (
    held !== null &&
    sameChoice(held.choice, choice) &&
    !priceChanged(held.order, shown) &&
    heldOrderOpens(held.receivedAt, priceMinutes, Date.now())
  );
}

/**
 * `priceMinutes`: how long an order's price holds (the offer's priceMinutes); `doneHref`: where
 * the screen goes once the coins are credited.
 */
export function useCoinPurchase(region: RegionInfo, priceMinutes: number, doneHref: string) {
  const router = useRouter();
  const [step, setStepState] = useState<PurchaseStep>("idle");
  const [result, setResult] = useState<CompletedPurchase | null>(null);
  const [unverified, setUnverified] = useState<UnverifiedPayment | null>(null);
  const [held, setHeldState] = useState<HeldOrder | null>(null);
  // The checkout's callbacks outlive renders: they read the step and the order from here, not
  // from a closure.
  const stepRef = useRef<PurchaseStep>("idle");
  const heldRef = useRef<HeldOrder | null>(null);
  const timers = useRef<number[]>([]);
  // The spec's userLocation travels with the order and the verification (the server decides the
  // region itself); primitives, so the callbacks below change only when the region does.
  const { isIndia, countryCode } = locationOf(region);

  const setStep = useCallback((next: PurchaseStep) => {
    stepRef.current = next;
    setStepState(next);
  }, []);

  const setHeld = useCallback((next: HeldOrder | null) => {
    heldRef.current = next;
    setHeldState(next);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  // Once the kept order can no longer be opened (its window may be open still: the payment it
  // takes is then the server's to credit or refund), the screen stops saying until when it holds.
  useEffect(() => {
    if (!held) return;
    const timer = window.setTimeout(
      () => {
        if (heldRef.current === held) setHeld(null);
      },
      Math.max(0, heldOrderEnd(held.receivedAt, priceMinutes) - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [held, priceMinutes, setHeld]);

  const verify = useCallback(
    async (order: CoinOrder, response: CheckoutSuccess) => {
      setStep("verifying");
      try {
        const { data } = await callApi(paymentsVerify, {
          body: {
            ...response,
            userLocation: { isIndia, countryCode },
          },
        });
        setResult({
          ...data,
          amount: fromMinor(order.amountMinor, order.currency),
          currency: order.currency,
        });
        setUnverified(null);
        setHeld(null);
        // Every balance on screen (header chip, "Current balance") shows the credited one now.
        void refreshWalletBalance(data.balance);
        if (data.debtRepaid > 0) void refreshWalletDebt();
        setStep("paid");
        notify.success("Payment Successful", {
          description: `${formatCount(data.coinsAdded)} coins added`,
        });
        timers.current.push(
          window.setTimeout(() => void refreshWalletBalance(), REFRESH_AFTER_MS),
          window.setTimeout(() => router.push(doneHref), REDIRECT_AFTER_MS),
        );
      } catch (error) {
        // Paid or not, this order is not opened again.
        setHeld(null);
        setStep("idle");
        if (error instanceof ApiClientError && error.code === "order_expired") {
          // Paid after its price expired, when today's price is lower: refunded, not credited. The
          // server's words say so, and the page reads today's price for a new top-up.
          notify.error("Order Expired", { description: error.message });
          router.refresh();
          return;
        }
        setUnverified({
          orderId: response.razorpay_order_id,
          paymentId: response.razorpay_payment_id,
        });
        notify.error("Payment Verification Failed", { description: "Please contact support" });
      }
    },
    [countryCode, doneHref, isIndia, router, setHeld, setStep],
  );

  const checkout = useCallback(
    (order: CoinOrder) => {
      try {
        openCheckout(order, {
          onPaid: (response) => void verify(order, response),
          onFailed: (description) => {
            // Razorpay keeps its window open after a failure so the payer can retry in it.
            if (stepRef.current === "checkout") setStep("idle");
            notify.error("Payment Failed", { description });
          },
          onDismiss: () => {
            if (stepRef.current === "verifying" || stepRef.current === "paid") return;
            setStep("idle");
            notify.info("Payment Cancelled", { description: "You cancelled the payment" });
          },
        });
        setStep("checkout");
      } catch {
        notify.error("Payment Failed", { description: "Failed to initiate payment" });
        setStep("idle");
      }
    },
    [setStep, verify],
  );

  const pay = useCallback(
    /** `shown`: the price and coins the summary showed for the choice. */
    async (choice: OrderChoice, shown: TopUpQuote) => {
      // A second click while the first is under way must not open a second order.
      if (stepRef.current !== "idle") return;
      const kept = heldRef.current;
      if (reopens(kept, choice, shown, priceMinutes)) {
        checkout(kept.order);
        return;
      }
      // Expired, about to, or for another choice: never opened again.
      setHeld(null);
      setStep("ordering");
      let order: PricedOrder;
      try {
        ({ data: order } = await callApi(paymentsCreateOrder, {
          // One key per order: the same request sent again (a retry) answers the same order.
          headers: { "idempotency-key": newIdempotencyKey() },
          body: {
            ...choice,
            purpose: "coin_purchase",
            currency: region.currency,
            userLocation: { isIndia, countryCode },
          },
        }));
      } catch (error) {
        const { title, description } = orderFailure(error);
        notify.error(title, { description });
        setStep("idle");
        return;
      }
      if (priceChanged(order, shown)) {
        // The unpaid order is left as it is: an order nobody pays credits nothing.
        setStep("idle");
        notify.info("Price Updated", {
          description: `The exchange rate changed: this is now ${formatMinor(order.amountMinor, order.currency)}. Check the summary, then pay again.`,
        });
        router.refresh();
        return;
      }
      setHeld({ order, choice, receivedAt: Date.now() });
      checkout(order);
    },
    [checkout, countryCode, isIndia, priceMinutes, region.currency, router, setHeld, setStep],
  );

  return {
    step,
    processing: step === "ordering" || step === "checkout" || step === "verifying",
    result,
    unverified,
    /** The order Pay would open again, if any. */
    held,
    pay,
  };
}
