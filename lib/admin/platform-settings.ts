// What /admin/settings shows of the money rules: the form's starting texts from the API's view,
// the commission's minimum as the fee share is typed (the same computation the server refuses
// with, lib/economics/cycle-safety.ts), and where each rate came from, in words.
import { endpointUrl } from "@/lib/api/endpoint";
import { adminSettingsGet } from "@/lib/api/endpoints/admin-settings/get";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { minimumCommissionBps } from "@/lib/economics/cycle-safety";
import { formatPercent, parsePercent } from "@/lib/economics/rates";
import { RATED_CURRENCIES, recordOf, type RatedCurrency } from "@/lib/money/currencies";
import type { PlatformSettingsFormValues } from "@/lib/validations/platform-settings-form";

export const ADMIN_SETTINGS_KEY = endpointUrl(adminSettingsGet);
export const SETTINGS_SAVED_TITLE = "Settings Saved";

export type RateRow = PlatformSettingsView["rates"][number];

/** The rate of one currency as the API lists it; null when the list has none (never expected). */
export function rateOf(settings: PlatformSettingsView, currency: RatedCurrency): RateRow | null {
  return settings.rates.find((row) => row.currency === currency) ?? null;
}

/** The form's fields, filled with the rules as they are now. */
export function formValuesOf(settings: PlatformSettingsView): PlatformSettingsFormValues {
  const rates = recordOf(RATED_CURRENCIES, (currency) => rateOf(settings, currency)?.rate ?? "");
  return {
    commissionPercent: settings.commissionPercent,
    conversionFeePercent: settings.conversionFeePercent,
    conversionFeeCoins: String(settings.conversionFeeCoins),
    rates,
    acceptanceDays: String(settings.acceptanceDays),
    defaultDueDays: String(settings.defaultDueDays),
    disputeResponseDays: String(settings.disputeResponseDays),
    clearingDays: String(settings.clearingDays),
  };
}

export interface CommissionFloor {
  /** The least commission, in percent as the form shows it ("12"). */
  minimum: string;
  /** The fee share it was worked out for ("0"). */
  feePercent: string;
  /** Whether the commission typed is below it (null while the commission is not a percentage). */
  below: boolean | null;
}

/**
 * The commission's minimum for the fee share being typed; while the share is not a percentage
 * yet, the server's minimum for the saved share.
 */
export function commissionFloor(
  settings: Pick<PlatformSettingsView, "minimumCommissionPercent" | "conversionFeePercent">,
  typed: { commissionPercent: string; conversionFeePercent: string },
): CommissionFloor {
  const feeBps = parsePercent(typed.conversionFeePercent);
  const minimumBps =
    feeBps === null
      ? parsePercent(settings.minimumCommissionPercent)
      : minimumCommissionBps(feeBps);
  const commissionBps = parsePercent(typed.commissionPercent);
  return {
    minimum: minimumBps === null ? settings.minimumCommissionPercent : formatPercent(minimumBps),
    feePercent: feeBps === null ? settings.conversionFeePercent : formatPercent(feeBps),
    below: commissionBps === null || minimumBps === null ? null : commissionBps < minimumBps,
  };
}

/**
 * Where a rate came from and when, in a sentence: "Set by an admin on 26 Nov 2026, 6:46 am IST."
 * `when` formats the instant in the admin's own style.
 */
export function rateOriginText(
  rate: Pick<RateRow, "source" | "updatedAt"> | null,
  when: (iso: string) => string,
): string {
  if (!rate) return "No rate yet.";
  if (rate.source === "default" || !rate.updatedAt) return "Starting rate, not changed yet.";
  return rate.source === "admin"
    ? `Set by an admin on ${when(rate.updatedAt)}.`
    : `From the rates feed on ${when(rate.updatedAt)}.`;
}
