// Razorpay through its SDK. RAZORPAY_API_BASE_URL points the SDK elsewhere (a local stand-in of
// Razorpay's API in tests).
import "server-only";
import Razorpay from "razorpay";
import { validatePaymentVerification } from "razorpay/dist/utils/razorpay-utils";
import { CURRENCY_FACTS } from "@/lib/money/currencies";
import { razorpayWebhookSignatureValid } from "./razorpay-webhook-signature";
import type { PaymentProvider } from "./types";

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiBaseUrl?: string;
}

/**
 * The SDK hard-codes its host; its axios instance (`api.rq`, not in its types) is where the base
 * URL can be changed. Looked up step by step, so an SDK that moved it fails loudly here.
 */
function setSdkBaseUrl(api: object, baseURL: string): void {
  const rq: unknown = "rq" in api ? api.rq : undefined;
  // An axios instance is a function with properties.
  const isHolder = typeof rq === "function" || (typeof rq === "object" && rq !== null);
  const defaults: unknown = isHolder && "defaults" in rq ? rq.defaults : undefined;
  if (typeof defaults !== "object" || defaults === null) {
    throw new Error(
      "razorpay: the SDK's HTTP client was not found; RAZORPAY_API_BASE_URL cannot apply",
    );
  }
  Object.assign(defaults, { baseURL });
}

export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  if (settings.apiBaseUrl) {
    setSdkBaseUrl(client.api, settings.apiBaseUrl.replace(/\/+$/, ""));
  }
  return {
    name: "razorpay",
    keyId: settings.keyId,
    async createOrder({ amountMinor, currency, receipt, notes }) {
      const order = await client.orders.create({ amount: amountMinor, currency, receipt, notes });
      return { id: order.id };
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        signature,
        settings.keySecret,
      );
    },
    verifyWebhookSignature(rawBody, signature) {
      return razorpayWebhookSignatureValid(rawBody, signature, settings.webhookSecret);
    },
    async refund(paymentId, amountMinor, notes) {
      const refund = await client.payments.refund(paymentId, { amount: amountMinor, notes });
      return { id: refund.id };
    },
    methods: (currency) => CURRENCY_FACTS[currency].checkoutMethods,
  };
}
