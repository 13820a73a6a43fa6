"use client";

// SPEC.md section 4, "Coin payment": idle -> order created -> payment window open -> success
// (verified, coins added, data refreshed after 1 s, dashboard after 3 s), failure or cancelled.
// Every way out of a payment clears the processing flag; the toasts are section 8's.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { notify } from "@/lib/notify";
import { ApiClientError, apiRequest } from "@/lib/api/client";
import { openCheckout, type CheckoutSuccess, type CoinOrder } from "@/lib/payments/checkout-client";
import type { RegionInfo } from "@/lib/payments/currency";
import { refreshWalletBalance } from "@/lib/swr/use-wallet-balance";

export const REFRESH_AFTER_MS = 1000;
export const REDIRECT_AFTER_MS = 3000;

export type PurchaseStep = "idle" | "ordering" | "checkout" | "verifying" | "paid";

export interface VerifiedPayment {
  coinsAdded: number;
  alreadyCredited: boolean;
  balance: number;
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

export function useCoinPurchase(region: RegionInfo) {
  const router = useRouter();
  const [step, setStepState] = useState<PurchaseStep>("idle");
  const [result, setResult] = useState<VerifiedPayment | null>(null);
  const [unverified, setUnverified] = useState<UnverifiedPayment | null>(null);
  // The checkout's callbacks outlive renders: they read the step from here, not from a closure.
  const stepRef = useRef<PurchaseStep>("idle");
  const timers = useRef<number[]>([]);

  const setStep = useCallback((next: PurchaseStep) => {
    stepRef.current = next;
    setStepState(next);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const verify = useCallback(
    async (response: CheckoutSuccess) => {
      setStep("verifying");
      try {
        const { data } = await apiRequest<VerifiedPayment>("/api/v1/payments/verify", {
          body: {
            ...response,
            userLocation: { isIndia: region.isIndia, countryCode: region.countryCode },
          },
        });
        setResult(data);
        setUnverified(null);
        // Every balance on screen (header chip, "Current balance") shows the credited one now.
        void refreshWalletBalance(data.balance);
        setStep("paid");
        notify.success("Payment Successful", { description: `${data.coinsAdded} coins added` });
        timers.current.push(
          window.setTimeout(() => void refreshWalletBalance(), REFRESH_AFTER_MS),
          window.setTimeout(() => router.push("/dashboard/user"), REDIRECT_AFTER_MS),
        );
      } catch {
        setUnverified({
          orderId: response.razorpay_order_id,
          paymentId: response.razorpay_payment_id,
        });
        setStep("idle");
        notify.error("Payment Verification Failed", { description: "Please contact support" });
      }
    },
    [region.countryCode, region.isIndia, router, setStep],
  );

  const pay = useCallback(
    async (amount: number) => {
      // A second click while the first is under way must not open a second order.
      if (stepRef.current !== "idle") return;
      setStep("ordering");
      let order: CoinOrder;
      try {
        ({ data: order } = await apiRequest<CoinOrder>("/api/v1/payments/orders", {
          body: {
            amount,
            purpose: "coin_purchase",
            currency: region.currency,
            userLocation: { isIndia: region.isIndia, countryCode: region.countryCode },
          },
        }));
      } catch (error) {
        const { title, description } = orderFailure(error);
        notify.error(title, { description });
        setStep("idle");
        return;
      }
      try {
        openCheckout(order, {
          onPaid: (response) => void verify(response),
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
    [region.countryCode, region.currency, region.isIndia, setStep, verify],
  );

  return {
    step,
    processing: step === "ordering" || step === "checkout" || step === "verifying",
    result,
    unverified,
    pay,
  };
}
