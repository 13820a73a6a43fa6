// The texts of Convert Coins (docs/spec.md sections 5 and 8), used verbatim by the form, the API and
// the tests. A coin is worth one rupee; other currencies are paid at the exchange rate, net of the
// conversion fee (lib/economics/conversion-quote.ts).
export const INVALID_AMOUNT_TITLE = "Invalid Amount";
export const ENTER_A_VALID_AMOUNT = "Please enter a valid amount.";
export const INSUFFICIENT_COINS_TITLE = "Insufficient Coins";
export const NOT_ENOUGH_COINS = "You don't have enough coins for this conversion.";
export const CONVERSION_SUBMITTED_TITLE = "Conversion Request Submitted";
export const CONVERSION_SUBMITTED = "Your request has been submitted for admin approval.";
export const CONVERSION_CANCELLED_TITLE = "Conversion Request Cancelled";
export const CONVERSION_APPROVED_TITLE = "Conversion Approved";
export const CONVERSION_REJECTED_TITLE = "Conversion Rejected";
/** The reason a rejection carries when the admin gives none (docs/spec.md section 4). */
export const DEFAULT_REJECTION_REASON = "Administrative decision";
export const CONVERSION_NOT_FOUND = "Conversion request not found.";
export const ALREADY_PROCESSED =
  "This conversion request was already processed: reload to see its state.";
export const PAYOUT_REQUIRED = (currency: string) =>
  `Add your payout details for ${currency} before requesting a conversion.`;
/** Approval pays the destination kept with the request: without one there is nothing to pay. */
export const NO_PAYOUT_DESTINATION =
  "This request has no payout destination, so it cannot be paid: reject it and ask the organization to add payout details and request again.";
export const NO_PAYOUT_DESTINATION_SHORT =
  "No payout destination: this request can only be rejected.";
export const PAYOUT_SAVED_TITLE = "Payout Details Saved";
export const QUOTE_CHANGED =
  "The exchange rate or the conversion fee changed since you saw it: check the new amount and submit again.";

// Payouts: an approved request is processing until its payout is confirmed paid, or fails.
export const PAYOUT_CONFIRMED_TITLE = "Payout Confirmed";
export const PAYOUT_FAILED_TITLE = "Payout Marked Failed";
/** What the organization is told of a failed payout, after its reason. */
export const COINS_BACK = "The coins are back in your earnings.";
export const NOT_PROCESSING =
  "This payout is no longer in progress: it was already confirmed or failed. Reload to see its state.";
export const PAYOUT_REFERENCE_INVALID =
  "Enter the transfer reference (the UTR or the bank's reference): 6 to 40 letters and digits.";
export const SENT_ON_INVALID = "Enter the date the payout was sent.";
export const SENT_IN_FUTURE = "The date it was sent cannot be in the future.";
export const SENT_BEFORE_APPROVAL =
  "The date it was sent cannot be before the request was approved.";
export const FAILURE_REASON_REQUIRED = "Say why the payout failed (3 to 500 characters).";
