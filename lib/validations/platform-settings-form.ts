// The /admin/settings form's check: every field is text as typed, and the body it sends is
// checked by the API's own schema (platform-settings.ts), so the form refuses exactly what the
// server would refuse, with the same words. Only the fixed fee needs reading first: the API takes
// it as a number, and a typed "1e3" or "12.5" must be refused, never turned into another number.
// Whether the rules are safe (the commission's minimum) is the server's to decide: the form sends
// them and shows its refusal. Buyer protection's days are read like the fixed fee: whole numbers
// as typed, each refused with its range.
import { z } from "zod";
import { RATED_CURRENCIES, recordOf } from "@/lib/money/currencies";
import { platformSettingsInputSchema } from "./platform-settings";
import { protectionDaysMessage, type ProtectionDaysField } from "./platform-settings-values";
import { parseWholeAmount } from "./whole-amount";

export const FIXED_FEE_MESSAGE = "The fixed conversion fee must be a whole number of coins.";

function daysText(field: ProtectionDaysField) {
  return z.string().transform((text, context) => {
    const parsed = parseWholeAmount(text);
    if (parsed.kind !== "amount") {
      context.addIssue({ code: "custom", message: protectionDaysMessage(field) });
      return z.NEVER;
    }
    return parsed.value;
  });
}

export const platformSettingsFormSchema = z
  .object({
    commissionPercent: z.string(),
    conversionFeePercent: z.string(),
    conversionFeeCoins: z.string().transform((text, context) => {
      const parsed = parseWholeAmount(text);
      if (parsed.kind !== "amount") {
        context.addIssue({ code: "custom", message: FIXED_FEE_MESSAGE });
        return z.NEVER;
      }
      return parsed.value;
    }),
    spreadPercent: z.string(),
    maxRateMovePercent: z.string(),
    rates: z.object(recordOf(RATED_CURRENCIES, () => z.string())),
    acceptanceDays: daysText("acceptanceDays"),
    defaultDueDays: daysText("defaultDueDays"),
    disputeResponseDays: daysText("disputeResponseDays"),
    clearingDays: daysText("clearingDays"),
  })
  .superRefine((body, context) => {
    const checked = platformSettingsInputSchema.safeParse(body);
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      context.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });

/** What the fields hold: text as typed. */
export type PlatformSettingsFormValues = z.input<typeof platformSettingsFormSchema>;
/** What PUT /api/v1/admin/settings is sent: the texts, and the fixed fee as a number. */
export type PlatformSettingsBody = z.output<typeof platformSettingsFormSchema>;
