// The Convert Coins form's schema: the amount's rule (./conversion-form) and a known currency.
// The form loads it when it is first used (lazyZodResolver), not with the page.
import { z } from "zod";
import { CURRENCIES } from "@/lib/money/currencies";
import { checkAmount, type ConversionFormValues } from "./conversion-form";

export function conversionFormSchema(available: number) {
  return z.object({
    amount: z.string().transform((text, context) => {
      const checked = checkAmount(text, available);
      if ("amount" in checked) return checked.amount;
      context.addIssue({ code: "custom", message: checked.problem });
      return z.NEVER;
    }),
    currency: z.enum(CURRENCIES),
  }) satisfies z.ZodType<unknown, ConversionFormValues>;
}
