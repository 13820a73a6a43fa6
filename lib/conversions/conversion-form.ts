// The Convert Coins form's rule, the same as the API's (docs/spec.md section 5): the amount as
// typed is a whole number above 0 ('Invalid Amount') and not above what is available
// ('Insufficient Coins'). The server checks both again against the balance it holds. Plain code:
// the form checks as the person types, before its schema (./conversion-form-schema) has loaded.
import type { Currency } from "@/lib/money/currencies";
import { parseWholeAmount } from "@/lib/validations/whole-amount";
import { MAX_CONVERSION } from "@/lib/validations/conversions-values";
import { isClearingShortfall } from "./clearing-words";
import {
  ENTER_A_VALID_AMOUNT,
  INSUFFICIENT_COINS_TITLE,
  INVALID_AMOUNT_TITLE,
  NOT_ENOUGH_COINS,
} from "./messages";

/** What the fields hold: the amount as typed, and the currency chosen. */
export interface ConversionFormValues {
  amount: string;
  currency: Currency;
}

/** The amount typed, as a number of coins, or the message that refuses it. */
export function checkAmount(
  text: string,
  available: number,
): { amount: number } | { problem: string } {
  const parsed = parseWholeAmount(text);
  if (parsed.kind !== "amount" || parsed.value <= 0 || parsed.value > MAX_CONVERSION) {
    return { problem: ENTER_A_VALID_AMOUNT };
  }
  if (parsed.value > available) return { problem: NOT_ENOUGH_COINS };
  return { amount: parsed.value };
}

/** The bold lead of an amount's message, as the spec's toasts title them. */
export function amountErrorTitle(message: string): string {
  return message === NOT_ENOUGH_COINS || isClearingShortfall(message)
    ? INSUFFICIENT_COINS_TITLE
    : INVALID_AMOUNT_TITLE;
}

/**
 * What is wrong with the amount as typed, checked as the user types (the schema's own rule);
 * null while nothing is typed (submit is disabled then) or when it is a valid amount.
 */
export function typedAmountProblem(text: string, available: number): string | null {
  if (parseWholeAmount(text).kind === "empty") return null;
  const checked = checkAmount(text, available);
  return "problem" in checked ? checked.problem : null;
}
