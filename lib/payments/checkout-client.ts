// The browser's payment window (docs/spec.md section 7: "a card payment provider's checkout script is
// loaded dynamically"). Razorpay's checkout.js in production; in test mode our own
// /checkout/simulated.js, which offers the same `window.Razorpay` API, so everything here runs
// the same code for both. The script is loaded once per page and shared by every caller.
import { useEffect, useSyncExternalStore } from "react";
import { formatCount } from "@/lib/format/coins";
import { SITE } from "@/lib/site";
import type { Currency } from "@/lib/money/currencies";
import type { PaymentProviderName } from "./providers";

export type CheckoutProvider = PaymentProviderName;

const CHECKOUT_SCRIPTS: Record<CheckoutProvider, string> = {
  razorpay: "https://checkout.razorpay.com/v1/checkout.js",
  simulated: "/checkout/simulated.js",
};

/** A script that neither loads nor fails within this time is reported as failed (retry loads it). */
const LOAD_TIMEOUT_MS = 20_000;

/** What the checkout's handler receives; POST payments.verify takes it as is. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface CheckoutFailure {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    source?: string;
    step?: string;
    metadata?: Record<string, unknown>;
  };
}

interface CheckoutOptions {
  key: string;
  /** Minor units: paise or cents. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; method?: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

interface CheckoutWindow {
  open(): void;
  close(): void;
  on(event: "payment.failed", callback: (response: CheckoutFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutWindow;
  }
}

/** The answer of POST payments.createOrder. */
export interface CoinOrder {
  orderId: string;
  keyId: string;
  /** Major units (6.02 for $6.02). */
  amount: number;
  /** Minor units (paise, cents): what the provider charges. */
  amountMinor: number;
  currency: Currency;
  coins: number;
  bonus: number;
  provider: CheckoutProvider;
  prefill: { name: string; email: string; method: string | null };
}

export interface CheckoutCallbacks {
  /** The provider took the payment; the server still has to verify it. */
  onPaid(response: CheckoutSuccess): void;
  /** The provider refused the payment; the description is the provider's words. */
  onFailed(description: string): void;
  /** The payer closed the window. */
  onDismiss(): void;
}

export type CheckoutScriptStatus = "loading" | "ready" | "failed";

// A tiny store: one status per script URL, shared by every component on the page.
const statuses = new Map<string, CheckoutScriptStatus>();
const listeners = new Set<() => void>();

function setStatus(src: string, status: CheckoutScriptStatus) {
  statuses.set(src, status);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Adds the provider's script to the page unless it is loaded or loading. */
function loadCheckoutScript(provider: CheckoutProvider): void {
  const src = CHECKOUT_SCRIPTS[provider];
  const status = statuses.get(src);
  if (status === "ready" || status === "loading") return;
  // A failed attempt leaves its tag behind; a new tag makes the browser try again.
  document.querySelector(`script[data-checkout="${provider}"]`)?.remove();

  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset.checkout = provider;
  const timeout = window.setTimeout(() => {
    if (statuses.get(src) === "loading") setStatus(src, "failed");
  }, LOAD_TIMEOUT_MS);
  script.onload = () => {
    window.clearTimeout(timeout);
    setStatus(src, window.Razorpay ? "ready" : "failed");
  };
  script.onerror = () => {
    window.clearTimeout(timeout);
    setStatus(src, "failed");
  };
  setStatus(src, "loading");
  document.head.appendChild(script);
}

/** Loads the checkout script on mount; `status` says whether a payment can be opened yet. */
export function useCheckoutScript(provider: CheckoutProvider) {
  const src = CHECKOUT_SCRIPTS[provider];
  const status = useSyncExternalStore(
    subscribe,
    () => statuses.get(src) ?? "loading",
    (): CheckoutScriptStatus => "loading",
  );
  useEffect(() => loadCheckoutScript(provider), [provider]);
  return { status, retry: () => loadCheckoutScript(provider) };
}

/** docs/spec.md section 7's checkout options for an order. */
function checkoutOptions(order: CoinOrder, callbacks: CheckoutCallbacks): CheckoutOptions {
  const total = order.coins + order.bonus;
  return {
    key: order.keyId,
    // The provider counts paise or cents, exactly as the server priced the order.
    amount: order.amountMinor,
    currency: order.currency,
    order_id: order.orderId,
    name: SITE.name,
    description: `${formatCount(total)} coins`,
    prefill: {
      name: order.prefill.name,
      email: order.prefill.email,
      ...(order.prefill.method ? { method: order.prefill.method } : {}),
    },
    theme: { color: SITE.themeColor },
    handler: (response) => callbacks.onPaid(response),
    modal: { ondismiss: () => callbacks.onDismiss() },
  };
}

/** Opens the payment window for an order. Throws when the script has not loaded. */
export function openCheckout(order: CoinOrder, callbacks: CheckoutCallbacks): void {
  const Checkout = window.Razorpay;
  if (!Checkout) throw new Error("The payment service is not loaded.");
  const checkout = new Checkout(checkoutOptions(order, callbacks));
  checkout.on("payment.failed", (response) =>
    callbacks.onFailed(response.error?.description || "The payment was declined."),
  );
  checkout.open();
}
