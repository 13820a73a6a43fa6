// What an admin sends to change the platform's money rules (/admin/settings): percentages with
// two places at most, whole coins, and rates as plain decimals with six places at most. Numbers
// and strings are both taken ("15" or 15) but read exactly as written, never rounded. With them,
// buyer protection's windows in whole days, each within its range (the database checks the same).
import { bpsAsPercent } from "@/lib/economics/percent";
import { z } from "zod";
import {
  MAX_COMMISSION_BPS,
  MAX_CONVERSION_FEE_BPS,
  MAX_RATE_MOVE_BPS,
  MIN_RATE_MOVE_BPS,
} from "@/lib/economics/cycle-safety";
import { MAX_SPREAD_BPS } from "@/lib/economics/spread";
import { parsePercent, parseRate } from "@/lib/economics/rates";
import { RULE_FIELDS } from "@/lib/economics/rule-changes";
import { RATED_CURRENCIES, recordOf } from "@/lib/money/currencies";
import {
  PROTECTION_DAYS,
  protectionDaysMessage,
  type ProtectionDaysField,
} from "./platform-settings-values";

const decimalText = z.union([z.string().max(20), z.number()]).transform((value) => String(value));

function percentField(label: string, maxBps: number, minBps = 0) {
  const message = `${label} must be a percentage from ${bpsAsPercent(minBps)} to ${bpsAsPercent(maxBps)}, with two decimals at most.`;
  return decimalText.transform((text, context) => {
    const bps = parsePercent(text);
    if (bps === null || bps > maxBps || bps < minBps) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return bps;
  });
}

function rateField(currency: string) {
  return decimalText.transform((text, context) => {
    const micros = parseRate(text);
    if (micros === null) {
      context.addIssue({
        code: "custom",
        message: `Enter what 1 ${currency} is worth in coins, above 0, with six decimals at most (e.g. 88.25).`,
      });
      return z.NEVER;
    }
    return micros;
  });
}

const MAX_CONVERSION_FEE_COINS = 100_000;

/** Left out: unchanged (a client that knows only the money rules keeps the windows as they are). */
function daysField(field: ProtectionDaysField) {
  const message = protectionDaysMessage(field);
  const { min, max } = PROTECTION_DAYS[field];
  return z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .optional()
    .meta({
      description: `${PROTECTION_DAYS[field].label}, ${min} to ${max}; unchanged when left out.`,
    });
}

export const platformSettingsInputSchema = z.object({
  commissionPercent: percentField("The commission", MAX_COMMISSION_BPS),
  conversionFeePercent: percentField("The conversion fee", MAX_CONVERSION_FEE_BPS),
  conversionFeeCoins: z
    .number({ error: "The fixed conversion fee must be a whole number of coins." })
    .int("The fixed conversion fee must be a whole number of coins.")
    .min(0, "The fixed conversion fee cannot be negative.")
    .max(
      MAX_CONVERSION_FEE_COINS,
      `The fixed conversion fee is at most ${MAX_CONVERSION_FEE_COINS} coins.`,
    ),
  rates: z.object(recordOf(RATED_CURRENCIES, rateField)),
  spreadPercent: percentField("The exchange spread", MAX_SPREAD_BPS).optional().meta({
    description:
      "Coins are sold this share under each exchange rate and conversions pay this share over it; unchanged when left out.",
  }),
  maxRateMovePercent: percentField("The largest rate move", MAX_RATE_MOVE_BPS, MIN_RATE_MOVE_BPS)
    .optional()
    .meta({
      description:
        "The most one change may move an exchange rate (an admin's or the rates feed's); unchanged when left out.",
    }),
  confirmedRates: z
    .object(recordOf(RATED_CURRENCIES, () => z.string().max(20).optional()))
    .partial()
    .optional()
    .meta({
      description:
        "A rate that moves more than 1% is changed only when typed again here (after a 409 confirmation_required that says what it does to a price).",
    }),
  confirmedRules: z
    .object(recordOf(RULE_FIELDS, () => decimalText.optional()))
    .partial()
    .optional()
    .meta({
      description:
        "A rule moved further than its step (commission or fee share more than 5 points, fixed fee more than 100 coins, spread more than 1 point, largest rate move more than 2 points) is changed only when its new value is typed again here, after a 409 confirmation_required that says what the change does.",
    }),
  acceptanceDays: daysField("acceptanceDays"),
  defaultDueDays: daysField("defaultDueDays"),
  disputeResponseDays: daysField("disputeResponseDays"),
  clearingDays: daysField("clearingDays"),
});
export type PlatformSettingsInput = z.output<typeof platformSettingsInputSchema>;
