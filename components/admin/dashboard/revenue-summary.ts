// The revenue card's figures, described once: its two measures (names and colours), the totals,
// and the sentence that is the chart's accessible name.
import type { RevenueMonth } from "@/lib/schemas/admin-dashboard";
import { formatCoins } from "@/lib/format/coins";
import { longMonth } from "@/lib/dashboard/month-names";

export type RevenueMeasure = "commission" | "fees";

export const REVENUE_MEASURES: { key: RevenueMeasure; label: string; color: string }[] = [
  { key: "commission", label: "Commission", color: "var(--color-primary)" },
  { key: "fees", label: "Conversion fees", color: "oklch(0.62 0.16 45)" },
];

export const monthTotal = (month: RevenueMonth) => month.commission + month.fees;

export function revenueTotals(months: RevenueMonth[]) {
  const commission = months.reduce((sum, month) => sum + month.commission, 0);
  const fees = months.reduce((sum, month) => sum + month.fees, 0);
  return { commission, fees, total: commission + fees };
}

/** "Over the last 12 months: 1,250 coins of commission and 40 coins of fees; most in Nov 2026." */
export function summarizeRevenue(months: RevenueMonth[]): string {
  const { commission, fees } = revenueTotals(months);
  const best = months.reduce<RevenueMonth | null>(
    (top, month) => (monthTotal(month) > (top ? monthTotal(top) : 0) ? month : top),
    null,
  );
  const head = `Over the last ${months.length} months: ${formatCoins(commission)} of commission and ${formatCoins(fees)} of conversion fees`;
  return best ? `${head}; the most in ${longMonth(best.month)}.` : `${head}.`;
}
