// The payout provider of this deployment: RazorpayX when its keys and business account are set,
// else the test provider, which sends nothing (an admin confirms each payout by hand).
import "server-only";
import { env } from "@/lib/env";
import type { Currency, PayoutMethod } from "@/lib/money/currencies";
import type { PayoutProviderName } from "@/lib/validations/conversions-values";
import { razorpayxProvider } from "./razorpayx";
import { testPayoutProvider } from "./test-provider";
import type { PayoutProvider } from "./types";

const RAZORPAYX_API_URL = "https://api.razorpay.com";

let provider: PayoutProvider | undefined;

export function payoutProvider(): PayoutProvider {
  provider ??=
    env.RAZORPAYX_KEY_ID && env.RAZORPAYX_KEY_SECRET && env.RAZORPAYX_ACCOUNT_NUMBER
      ? razorpayxProvider({
          keyId: env.RAZORPAYX_KEY_ID,
          keySecret: env.RAZORPAYX_KEY_SECRET,
          accountNumber: env.RAZORPAYX_ACCOUNT_NUMBER,
          webhookSecret: env.RAZORPAYX_WEBHOOK_SECRET,
          apiUrl: env.RAZORPAYX_API_URL ?? RAZORPAYX_API_URL,
        })
      : testPayoutProvider();
  return provider;
}

/**
 * Who sends a request's payout: the deployment's provider when it pays that currency to that
 * method, else an admin by hand ("manual": RazorpayX pays no euros or dollars).
 */
export function payoutProviderFor(currency: Currency, method: PayoutMethod): PayoutProviderName {
  const current = payoutProvider();
  return current.pays(currency, method) ? current.name : "manual";
}
