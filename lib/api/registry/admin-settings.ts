// /api/v1/admin/settings: the platform's money rules (docs/economics.md): commission, conversion
// fee and exchange rates, changed by an admin (audited, a large change typed again) and refreshed
// from the configured rates feed; and buyer protection's windows in days.
import { rateRangesText, startingRateMicros } from "@/lib/economics/rate-bounds";
import { formatRate } from "@/lib/economics/rates";
import { RATED_CURRENCIES, recordOf } from "@/lib/money/currencies";
import { platformSettingsSchema } from "@/lib/schemas/economics";
import { platformSettingsInputSchema } from "@/lib/validations/platform-settings";
import { defineRoute } from "./define";

export const adminSettingsRoutes = {
  get: defineRoute({
    method: "GET",
    path: "/api/v1/admin/settings",
    tag: "Admin",
    summary:
      "The money rules (commission, conversion fee, exchange rates, the rates feed) and buyer protection's windows",
    permission: "admin.settings",
    response: platformSettingsSchema,
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/v1/admin/settings",
    tag: "Admin",
    summary:
      "Change the money rules and buyer protection's windows, effective at once (audited with before and after)",
    description:
      "Percentages with two decimals at most (commission and conversion fee share 0 to 50), the fixed fee in whole coins, rates as coins per unit with six decimals at most. Refused (422) when a cycle of top-up, booking and conversion could pay out more than it paid: commission and the fee's share together must cover the largest package's bonus share, and with the exchange spread a rate move of up to maxRateMovePercent (docs/economics.md). Each rate must lie in its currency's range (" +
      rateRangesText() +
      ") and move at most maxRateMovePercent from the rate it replaces (the smaller of the bound before and after this change), else 422; one that moves more than 1% must be typed again in `confirmedRates`. A rule moved further than its step (commission or conversion fee share more than 5 percentage points, the fixed fee more than 100 coins, the spread more than 1 point, maxRateMovePercent more than 2 points) must be typed again in `confirmedRules`; a smaller change saves as it is. Until then the answer is 409 confirmation_required: its message and `details.confirmations` list each change to confirm, rules first, a rule as `{kind: 'rule', rule, label, from, to, unit, typed, effect, prompt}` (the effect on a 100-coin booking, a 1,000-coin conversion or a package's price) and a rate as `{kind: 'rate', currency, from, to, movePercent, effect, prompt}`. Bookings keep the commission they were made with; pending conversions keep their quote. The windows in whole days (acceptanceDays 1 to 14, defaultDueDays 1 to 365, disputeResponseDays 1 to 14, clearingDays 0 to 30) apply to bookings delivered, made, disputed or completed from then on; one left out stays as it is.",
    permission: "admin.settings",
    freshProof: true,
    body: platformSettingsInputSchema.meta({
      description: "Percentages and rates as decimal text, the fixed fee in whole coins.",
      examples: [
        {
          commissionPercent: "15",
          conversionFeePercent: "2.5",
          conversionFeeCoins: 10,
          rates: recordOf(RATED_CURRENCIES, (currency) => formatRate(startingRateMicros(currency))),
          spreadPercent: "2",
          maxRateMovePercent: "4",
          acceptanceDays: 3,
          defaultDueDays: 30,
          disputeResponseDays: 3,
          clearingDays: 7,
        },
      ],
    }),
    response: platformSettingsSchema,
    errors: ["confirmation_required"],
  }),
  refreshRates: defineRoute({
    method: "POST",
    path: "/api/v1/admin/settings/rates/refresh",
    tag: "Admin",
    summary: "Fetch the exchange rates from the configured feed now",
    description:
      "A failure keeps the last rates and is reported in `feed.error` (and on the admin dashboard). 409 when no feed (FX_RATES_URL) is configured.",
    permission: "admin.settings",
    freshProof: true,
    response: platformSettingsSchema,
    errors: ["conflict"],
  }),
};
