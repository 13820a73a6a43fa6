// The payment provider of this deployment: Razorpay when its keys are set, else test mode.
import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import { razorpayProvider } from "./razorpay";
import { simulatedProvider, type SimulatedProvider } from "./simulated";
import type { PaymentProvider } from "./types";

let provider: PaymentProvider | undefined;

/** Test-mode secrets derive from AUTH_SECRET: stable across restarts, never shipped to a browser. */
function derivedSecret(purpose: string): string {
  return createHash("sha256")
    .update(`coinmarket-simulated:${purpose}:${env.AUTH_SECRET ?? "dev"}`)
    .digest("hex");
}

export function paymentProvider(): PaymentProvider {
  provider ??=
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
      ? razorpayProvider({
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          apiBaseUrl: env.RAZORPAY_API_BASE_URL,
        })
      : simulatedProvider({
          keySecret: derivedSecret("key"),
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? derivedSecret("webhook"),
        });
  return provider;
}

export function simulatedPaymentProvider(): SimulatedProvider | null {
  const current = paymentProvider();
  return current.name === "simulated" ? (current as SimulatedProvider) : null;
}
