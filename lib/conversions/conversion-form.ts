// The Convert Coins form's check, the same rules as the API's (docs/spec.md section 5): the amount as
// typed is a whole number above 0 ('Invalid Amount') and not above what is available
// ('Insufficient Coins'). The server checks both again against the balance it holds.
import { z } from "zod";
import { CURRENCIES } from "@/lib/money/currencies";
import { parseWholeAmount } from "@/lib/validations/whole-amount";
import { MAX_CONVERSION } from "@/lib/validations/conversions-values";
import {
  ENTER_A_VALID_AMOUNT,
  INSUFFICIENT_COINS_TITLE,
  INVALID_AMOUNT_TITLE,
  NOT_ENOUGH_COINS,
} from "./messages";

export function conversionFormSchema(available: number) {
  return z.object({
    amount: z.string().transform((text, context) => {
      const parsed = parseWholeAmount(text);
      if (parsed.kind !== "amount" || parsed.value <= 0 || parsed.value > MAX_CONVERSION) {
        context.addIssue({ code: "custom", message: ENTER_A_VALID_AMOUNT });
        return z.NEVER;
      }
      if (parsed.value > available) {
        context.addIssue({ code: "custom", message: NOT_ENOUGH_COINS });
        return z.NEVER;
      }
      return parsed.value;
    }),
    currency: z.enum(CURRENCIES),
  });
}
export type ConversionFormValues = z.input<ReturnType<typeof conversionFormSchema>>;

/** The bold lead of an amount's message, as the spec's toasts title them. */
export function amountErrorTitle(message: string): string {
  return message === NOT_ENOUGH_COINS ? INSUFFICIENT_COINS_TITLE : INVALID_AMOUNT_TITLE;
}

/**
 * What is wrong with the amount as typed, checked as the user types (the schema's own rules);
 * null while nothing is typed (submit is disabled then) or when it is a valid amount.
 */
export function typedAmountProblem(text: string, available: number): string | null {
  if (parseWholeAmount(text).kind === "empty") return null;
  const checked = conversionFormSchema(available).shape.amount.safeParse(text);
  return checked.success ? null : (checked.error.issues[0]?.message ?? ENTER_A_VALID_AMOUNT);
}
