// The custom amount is typed as text and kept as digits: whole rupees or dollars only (SPEC.md
// section 5), so "12.5", "-5" or "1e3" can never reach the order.

/** One more digit than the largest bound (₹5,00,000), so "too much" can still be typed and told. */
const MAX_DIGITS = 7;

/**
 * What the field should hold after an edit: the digits, with spaces, group separators and a
 * pasted currency symbol dropped; null when the edit is not a whole number (the field keeps its
 * previous value).
 */
export function cleanAmountText(raw: string): string | null {
  const text = raw.replace(/[\s,₹$]/g, "");
  if (!/^\d*$/.test(text) || text.length > MAX_DIGITS) return null;
  return text.replace(/^0+(?=\d)/, "");
}

/** The amount of the field, or null when it is empty. */
export function amountOf(text: string): number | null {
  return text === "" ? null : Number(text);
}

/** `?amount=500` of the dashboard's Quick Top-up links; anything else preselects nothing. */
export function amountFromQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? (cleanAmountText(first) ?? "") : "";
}
