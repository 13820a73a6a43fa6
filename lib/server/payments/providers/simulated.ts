// The test mode used when no Razorpay keys are configured: orders are made and successful
// payments are signed here with a local secret, exactly the way Razorpay signs them, so the
// verify and webhook paths that credit coins are the real ones.
import "server-only";
import { randomBytes } from "node:crypto";
import { CURRENCY_FACTS } from "@/lib/money/currencies";
import { hmacHex, paymentSignature, sameSignature } from "./signatures";
import type { PaymentProvider } from "./types";

export const SIMULATED_KEY_ID = "rzp_test_simulated";

function providerId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x")}`;
}

export interface SimulatedProvider extends PaymentProvider {
  /** What checkout.js hands the page after a successful payment. */
  signSuccessfulPayment(orderId: string): { paymentId: string; signature: string };
  signWebhook(rawBody: string): string;
}

export function simulatedProvider(secrets: {
  keySecret: string;
  webhookSecret: string;
}): SimulatedProvider {
  return {
    name: "simulated",
    keyId: SIMULATED_KEY_ID,
    async createOrder() {
      return { id: providerId("order_sim") };
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return sameSignature(paymentSignature(secrets.keySecret, orderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return sameSignature(hmacHex(secrets.webhookSecret, rawBody), signature);
    },
    async refund() {
      return { id: providerId("rfnd_sim") };
    },
    methods: (currency) => CURRENCY_FACTS[currency].checkoutMethods,
    signSuccessfulPayment(orderId) {
      const paymentId = providerId("pay_sim");
      return { paymentId, signature: paymentSignature(secrets.keySecret, orderId, paymentId) };
    },
    signWebhook: (rawBody) => hmacHex(secrets.webhookSecret, rawBody),
  };
}

/** The provider as test mode's, or null when it is another (Razorpay). */
export function asSimulated(provider: PaymentProvider): SimulatedProvider | null {
  return provider.name === "simulated" && "signWebhook" in provider
    ? (provider as SimulatedProvider)
    : null;
}
