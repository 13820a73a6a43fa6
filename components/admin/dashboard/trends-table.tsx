import { longDay } from "@/components/org-dashboard/earnings-summary";
import type { DashboardDay } from "@/lib/schemas/admin-dashboard";
import { FigureTable } from "@/components/data/figure-table";
import { totalOf, TRENDS, type TrendKind } from "./trends-summary";

/** A chart's figures as a table: each day with something to show, newest first, and the totals. */
export function TrendsTable({ kind, days }: { kind: TrendKind; days: DashboardDay[] }) {
  const { measures, title } = TRENDS[kind];
  const shown = days.filter((day) => measures.some((measure) => day[measure.key] > 0)).reverse();
  return (
    <FigureTable
      label={`${title} by day`}
      testId={`trends-table-${kind}`}
      caption={`${title} per day over the last ${days.length} days. Days without any are left out.`}
      rowsLabel="Date"
      columns={measures.map((measure) => ({ label: measure.label }))}
      rows={shown.map((day) => ({
        key: day.date,
        label: longDay(day.date),
        values: measures.map((measure) => day[measure.key]),
      }))}
      totals={measures.map((measure) => totalOf(days, measure.key))}
    />
  );
}
