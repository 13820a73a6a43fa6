// Amounts a person types (coins, rupees, dollars) are whole units (docs/spec.md section 5). What was
// typed is read as it is or refused: "99.99" is never 9999, "1e3" never 13, "-5" never 5, and
// "1,000" is refused too (in many locales the comma is the decimal mark). Every amount field of
// the product reads its text through this one function.

export const INVALID_AMOUNT_TITLE = "Invalid Amount";
export const ENTER_A_VALID_AMOUNT = "Please enter a valid amount";

export type WholeAmount =
  | { kind: "empty" }
  /** Not a whole number as typed: refuse it with INVALID_AMOUNT_TITLE / ENTER_A_VALID_AMOUNT. */
  | { kind: "invalid" }
  /** Digits only; 0 included (callers that need more than 0 say so). */
  | { kind: "amount"; value: number };

/** Surrounding spaces are ignored; anything else that is not a digit makes the amount invalid. */
export function parseWholeAmount(text: string): WholeAmount {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  if (!/^\d+$/.test(trimmed)) return { kind: "invalid" };
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? { kind: "amount", value } : { kind: "invalid" };
}

/** The amount when it is a whole number above zero, else null. */
export function positiveWholeAmount(text: string): number | null {
  const parsed = parseWholeAmount(text);
  return parsed.kind === "amount" && parsed.value > 0 ? parsed.value : null;
}
