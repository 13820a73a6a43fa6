// The organization dashboard's earnings chart: how far back it looks.
import { z } from "zod";

export const EARNINGS_RANGES = ["30d", "90d", "365d"] as const;
export type EarningsRange = (typeof EARNINGS_RANGES)[number];

/** Days each range covers, today included. */
export const EARNINGS_RANGE_DAYS: Record<EarningsRange, number> = {
  "30d": 30,
  "90d": 90,
  "365d": 365,
};

/** `?range=30d|90d|365d`, 30 days unless asked. */
export const earningsQuery = z.object({
  range: z.enum(EARNINGS_RANGES).default("30d"),
});
