// The admin dashboard's two charts, described once: which daily measures each draws, their
// names and colours, and the sentence that is the chart's accessible name and the table's caption.
import type { DashboardDay } from "@/lib/schemas/admin-dashboard";
import { longDay } from "@/components/org-dashboard/earnings-summary";
import { formatCount } from "@/lib/format/coins";

export type Measure = Exclude<keyof DashboardDay, "date">;
export type TrendKind = "activity" | "coins";

export interface MeasureSpec {
  key: Measure;
  label: string;
  color: string;
}

export const TRENDS: Record<
  TrendKind,
  { title: string; description: string; unit: string; measures: MeasureSpec[] }
> = {
  activity: {
    title: "Sign-ups, Top-ups and Bookings",
    description: "Per day over the last 30 days.",
    unit: "",
    measures: [
      { key: "signups", label: "Sign-ups", color: "var(--color-primary)" },
      { key: "topUps", label: "Top-ups", color: "oklch(0.62 0.16 45)" },
      { key: "bookings", label: "Bookings", color: "oklch(0.55 0.12 170)" },
    ],
  },
  coins: {
    title: "Coins Issued and Redeemed",
    description:
      "Paid coins issued by top-ups (bonus coins aside) and coins redeemed by paid conversions (fees aside), per day over the last 30 days.",
    unit: " coins",
    measures: [
      { key: "issued", label: "Issued", color: "var(--color-primary)" },
      { key: "redeemed", label: "Redeemed", color: "oklch(0.62 0.16 45)" },
    ],
  },
};

export function totalOf(days: DashboardDay[], key: Measure): number {
  return days.reduce((sum, day) => sum + day[key], 0);
}

/** "Over the last 30 days: 12 sign-ups, 4 top-ups, 9 bookings; the busiest day Nov 3, 2026." */
export function summarizeTrend(kind: TrendKind, days: DashboardDay[]): string {
  const { measures, unit } = TRENDS[kind];
  const totals = measures.map(
    (measure) => `${measure.label.toLowerCase()} ${formatCount(totalOf(days, measure.key))}${unit}`,
  );
  const dayTotal = (day: DashboardDay) => measures.reduce((sum, m) => sum + day[m.key], 0);
  const busiest = days.reduce<DashboardDay | null>(
    (top, day) => (dayTotal(day) > (top ? dayTotal(top) : 0) ? day : top),
    null,
  );
  const head = `Over the last ${days.length} days: ${totals.join(", ")}`;
  return busiest ? `${head}; the busiest day ${longDay(busiest.date)}.` : `${head}.`;
}
