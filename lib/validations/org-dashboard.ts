// The organization dashboard's earnings chart: how far back it looks. No zod here: the dashboards'
// browser code imports these constants, and zod would add 30 KB to their first load (the API's
// query schema is in lib/schemas/org-dashboard.ts).
export const EARNINGS_RANGES = ["30d", "90d", "365d"] as const;
export type EarningsRange = (typeof EARNINGS_RANGES)[number];

/** Days each range covers, today included. */
export const EARNINGS_RANGE_DAYS: Record<EarningsRange, number> = {
  "30d": 30,
  "90d": 90,
  "365d": 365,
};
