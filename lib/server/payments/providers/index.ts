// The payment provider of this deployment: Razorpay when its keys are set, else test mode where
// that is allowed (the embedded demo, or PAYMENTS_MODE=test). A database deployment without keys
// has none: simulated payments there would let anyone sign their own payments and mint coins.
import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { paymentsMode } from "@/lib/deployment";
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

export const PAYMENTS_UNAVAILABLE = "Payments are not available on this server right now.";

export function paymentProvider(): PaymentProvider {
  if (paymentsMode(env) === "off") throw new AppError("service_unavailable", PAYMENTS_UNAVAILABLE);
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

/** Whether payments run in test mode here (the simulated provider); false when they are off. */
export function paymentsInTestMode(): boolean {
  return paymentsMode(env) !== "off" && simulatedPaymentProvider() !== null;
}
