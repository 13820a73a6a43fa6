// Words for a range of daily earnings: the chart's accessible name and the table's caption say
// the same thing the bars show.
import type { EarningsSeries } from "@/lib/schemas/org-dashboard";
import { formatCoins, formatCount } from "@/lib/format/coins";
import { dateFormatter } from "@/lib/format/date-formatter";
import { EARNINGS_RANGE_DAYS, type EarningsRange } from "@/lib/validations/org-dashboard";

export const RANGE_LABELS: Record<EarningsRange, string> = {
  "30d": "30 days",
  "90d": "90 days",
  "365d": "365 days",
};

/** "the last 30 days" */
export function rangePhrase(range: EarningsRange): string {
  return `the last ${EARNINGS_RANGE_DAYS[range]} days`;
}

/** A day key ("2026-11-03") as an instant: read and printed as UTC so no zone shifts the day. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Nov 3" for the axis. */
export const shortDay = (date: string) =>
  dateFormatter("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(utcDay(date));
/** "Nov 3, 2026" for the table and tooltip. */
export const longDay = (date: string) =>
  dateFormatter("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(utcDay(date));

/** "1,234 coins earned in the last 30 days; the most on Nov 3, 2026: 200 coins." */
export function summarize(series: EarningsSeries): string {
  const phrase = rangePhrase(series.range);
  if (series.total === 0) return `No coins earned in ${phrase}.`;
  const best = series.days.reduce((top, day) => (day.coins > top.coins ? day : top));
  return `${formatCoins(series.total)} earned in ${phrase}; the most on ${longDay(best.date)}: ${formatCoins(best.coins)}.`;
}

/** Earnings as gross (the bookings' prices), the platform's commission, and net (the org's). */
export interface EarningsBreakdown {
  gross: number;
  commission: number;
  net: number;
}

export function breakdownOf(series: EarningsSeries): EarningsBreakdown {
  return { gross: series.gross, commission: series.commission, net: series.total };
}

/** "Gross 10,000 · Commission 1,500 · Net 8,500": the three figures in one line. */
export function breakdownLine({ gross, commission, net }: EarningsBreakdown): string {
  return `Gross ${formatCount(gross)} · Commission ${formatCount(commission)} · Net ${formatCount(net)}`;
}

/** Under Total Coins Earned (net): "10,000 gross − 1,500 commission". */
export function earnedBreakdown({ gross, commission }: { gross: number; commission: number }) {
  return `${formatCount(gross)} gross − ${formatCount(commission)} commission`;
}
