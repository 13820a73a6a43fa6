// Test mode's payouts: nothing is sent anywhere. An approved request stays processing until an
// admin records the transfer's reference (paid) or marks it failed, which is how a payout sent
// by hand, outside the product, is completed too.
import "server-only";
import type { PayoutProvider } from "./types";

export function testPayoutProvider(): PayoutProvider {
  return {
    name: "test",
    pays: () => true,
    startPayout: async () => ({ outcome: "started", payoutId: null }),
    // No webhooks come in test mode: every delivery is refused.
    verifyWebhookSignature: () => false,
  };
}
