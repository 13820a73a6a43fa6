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

/** The SDK hard-codes its host; its axios instance is where the base URL can be changed. */
type SdkInternals = { api: { rq: { defaults: { baseURL?: string } } } };

export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  if (settings.apiBaseUrl) {
    (client as unknown as SdkInternals).api.rq.defaults.baseURL = settings.apiBaseUrl.replace(
      /\/+$/,
      "",
    );
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
