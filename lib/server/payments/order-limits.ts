// Limits on making top-up orders: each one is a call to the payment provider with the
// deployment's keys, so a script must not make them by the hundred. Per user, and per address
// (generous: many people share one address, offices and mobile carriers, and a browser test
// suite on one machine).
import "server-only";
import { enforce, type RateLimitRule } from "@/lib/server/rate-limit/rate-limit";

const TOO_MANY_REQUESTS = "Too many requests. Please try again later";
const TEN_MINUTES = 10 * 60;

export const ORDER_RULES = {
  perUser: {
    name: "payment-order:user",
    max: 20,
    windowSeconds: TEN_MINUTES,
    message: TOO_MANY_REQUESTS,
  },
  perAddress: {
    name: "payment-order:ip",
    max: 120,
    windowSeconds: TEN_MINUTES,
    message: TOO_MANY_REQUESTS,
  },
} satisfies Record<string, RateLimitRule>;

/** Counts one order attempt; 429 with the rule's message once either limit is passed. */
export async function enforceOrderLimits(userId: string, address: string): Promise<void> {
  await enforce(ORDER_RULES.perAddress, address);
  await enforce(ORDER_RULES.perUser, userId);
}
