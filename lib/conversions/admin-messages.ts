// The texts of an admin's side of conversions (docs/spec.md section 4): approving or rejecting a
// request and recording its payout, used verbatim by the admin's screens, the API and the tests.
// Apart from the organization's texts (messages.ts), so that Convert Coins does not carry them.
export const CONVERSION_APPROVED_TITLE = "Conversion Approved";
export const CONVERSION_REJECTED_TITLE = "Conversion Rejected";
/** The reason a rejection carries when the admin gives none (docs/spec.md section 4). */
export const DEFAULT_REJECTION_REASON = "Administrative decision";
export const CONVERSION_NOT_FOUND = "Conversion request not found.";
export const ALREADY_PROCESSED =
  "This conversion request was already processed: reload to see its state.";
/** Approval pays the destination kept with the request: without one there is nothing to pay. */
export const NO_PAYOUT_DESTINATION =
  "This request has no payout destination, so it cannot be paid: reject it and ask the organization to add payout details and request again.";
export const NO_PAYOUT_DESTINATION_SHORT =
  "No payout destination: this request can only be rejected.";

// Payouts: an approved request is processing until its payout is confirmed paid, or fails.
export const PAYOUT_CONFIRMED_TITLE = "Payout Confirmed";
export const PAYOUT_FAILED_TITLE = "Payout Marked Failed";
export const NOT_PROCESSING =
  "This payout is no longer in progress: it was already confirmed or failed. Reload to see its state.";
export const PAYOUT_REFERENCE_INVALID =
  "Enter the transfer reference (the UTR or the bank's reference): 6 to 40 letters and digits.";
export const SENT_ON_INVALID = "Enter the date the payout was sent.";
export const SENT_IN_FUTURE = "The date it was sent cannot be in the future.";
export const SENT_BEFORE_APPROVAL =
  "The date it was sent cannot be before the request was approved.";
export const FAILURE_REASON_REQUIRED = "Say why the payout failed (3 to 500 characters).";
