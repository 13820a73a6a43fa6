// The platform's money rules and buyer protection's windows as the API and /admin/settings show
// them.
import "server-only";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { minimumCommissionBps } from "@/lib/economics/cycle-safety";
import { formatPercent, formatRate } from "@/lib/economics/rates";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import { readEconomics, type Economics } from "./money-rules";
import { readProtection, type ProtectionSettings } from "./protection-settings";

const SOURCES = ["default", "admin", "feed"] as const;
type RateSource = (typeof SOURCES)[number];
const sourceOf = (source: string): RateSource =>
  (SOURCES as readonly string[]).includes(source) ? (source as RateSource) : "admin";

/** Everything /admin/settings edits, read in one transaction's view. */
export interface SettingsState {
  economics: Economics;
  protection: ProtectionSettings;
}

export async function readSettingsState(tx: Tx): Promise<SettingsState> {
  const economics = await readEconomics(tx, Boolean(env.FX_RATES_URL));
  return { economics, protection: await readProtection(tx) };
}

export function toSettingsView({ economics, protection }: SettingsState): PlatformSettingsView {
  return {
    commissionPercent: formatPercent(economics.rules.commissionBps),
    conversionFeePercent: formatPercent(economics.rules.conversionFeeBps),
    conversionFeeCoins: economics.rules.conversionFeeCoins,
    minimumCommissionPercent: formatPercent(minimumCommissionBps(economics.rules)),
    spreadPercent: formatPercent(economics.rules.fxSpreadBps),
    maxRateMovePercent: formatPercent(economics.rules.maxRateMoveBps),
    rates: economics.rateDetails.map((row) => ({
      currency: row.currency,
      rate: formatRate(row.rateMicros),
      source: sourceOf(row.source),
      updatedAt: row.updatedAt,
    })),
    acceptanceDays: protection.acceptanceDays,
    defaultDueDays: protection.defaultDueDays,
    disputeResponseDays: protection.disputeResponseDays,
    clearingDays: protection.clearingDays,
    feed: economics.feed,
    updatedAt: economics.updatedAt,
  };
}

export async function getPlatformSettings(): Promise<PlatformSettingsView> {
  return toSettingsView(await readSettingsState(db()));
}
