// One interface for whoever sends an approved conversion's payout: RazorpayX Payouts, or the test
// provider that sends nothing (an admin then confirms or fails the payout by hand).
import "server-only";
import type { Currency, PayoutMethod } from "@/lib/money/currencies";

/** What a payout sends, and to whom: the request's quote and its sealed destination, opened. */
export interface PayoutOrder {
  /** The conversion request's id: the payout's reference and its idempotency key. */
  conversionId: string;
  organizationId: string;
  organizationName: string;
  email: string;
  currency: Currency;
  /** Minor units (paise): the payout as quoted when the request was made. */
  payoutMinor: number;
  method: PayoutMethod;
  holderName: string;
  /** The destination's details (accountNumber and ifsc, upiId...), as the organization gave them. */
  details: Readonly<Record<string, string>>;
}

/**
 * How starting a payout went: taken (with the provider's id, none for the test provider), or
 * refused for good (nothing was sent: the request fails and its coins go back). A provider throws
 * PayoutOutcomeUnknown when it cannot tell: the payout may exist, so nothing is undone.
 */
export type PayoutStart =
  { outcome: "started"; payoutId: string | null } | { outcome: "refused"; reason: string };

export class PayoutOutcomeUnknown extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PayoutOutcomeUnknown";
  }
}

export interface PayoutProvider {
  name: "test" | "razorpayx";
  /** Whether it sends payouts of this currency to this method; else an admin pays by hand. */
  pays(currency: Currency, method: PayoutMethod): boolean;
  startPayout(order: PayoutOrder): Promise<PayoutStart>;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret; false without a secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}
