// The platform's money rules as the API and /admin/settings show them.
import "server-only";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { minimumCommissionBps } from "@/lib/economics/cycle-safety";
import { formatPercent, formatRate } from "@/lib/economics/rates";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { readEconomics, type Economics } from "./money-rules";

const SOURCES = ["default", "admin", "feed"] as const;
type RateSource = (typeof SOURCES)[number];
const sourceOf = (source: string): RateSource =>
  (SOURCES as readonly string[]).includes(source) ? (source as RateSource) : "admin";

export function toSettingsView(economics: Economics): PlatformSettingsView {
  return {
    commissionPercent: formatPercent(economics.rules.commissionBps),
    conversionFeePercent: formatPercent(economics.rules.conversionFeeBps),
    conversionFeeCoins: economics.rules.conversionFeeCoins,
    minimumCommissionPercent: formatPercent(minimumCommissionBps(economics.rules.conversionFeeBps)),
    rates: economics.rateDetails.map((row) => ({
      currency: row.currency,
      rate: formatRate(row.rateMicros),
      source: sourceOf(row.source),
      updatedAt: row.updatedAt,
    })),
    feed: economics.feed,
    updatedAt: economics.updatedAt,
  };
}

export async function getPlatformSettings(): Promise<PlatformSettingsView> {
  return toSettingsView(await readEconomics(db(), Boolean(env.FX_RATES_URL)));
}
