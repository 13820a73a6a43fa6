// Plain values of the conversions validation (statuses, limits, messages), apart from its zod
// schemas so that screens can import them without bringing the schema library to the browser.
/**
 * pending: waiting for an admin; processing: approved, its payout on its way (the coins still
 * held); paid: the payout confirmed; failed: the payout failed or was reversed (the coins went
 * back); rejected by an admin; cancelled by the organization.
 */
export const CONVERSION_STATUSES = [
  "pending",
  "processing",
  "paid",
  "failed",
  "rejected",
  "cancelled",
] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];
/** No single request above this: a typo of extra zeros is refused before it holds anything. */
export const MAX_CONVERSION = 10_000_000;

/** A transfer reference an admin records: the UTR or the bank's reference, letters and digits. */
export const PAYOUT_REFERENCE_PATTERN = /^[A-Za-z0-9]{6,40}$/;

/**
 * Who sends an approved request's payout: RazorpayX Payouts; or nobody (test mode, or a currency
 * RazorpayX does not pay, "manual"), an admin confirming it by hand with the bank's reference.
 */
export const PAYOUT_PROVIDERS = ["test", "razorpayx", "manual"] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDERS)[number];
