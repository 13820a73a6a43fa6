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
export const PAYOUT_REQUIRED = (currency: string) =>
  `Add your payout details for ${currency} before requesting a conversion.`;
export const PAYOUT_SAVED_TITLE = "Payout Details Saved";
export const QUOTE_CHANGED =
  "The exchange rate or the conversion fee changed since you saw it: check the new amount and submit again.";
/** What the organization is told of a failed payout, after its reason. */
export const COINS_BACK = "The coins are back in your earnings.";
