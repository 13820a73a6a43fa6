import { longDay } from "@/components/org-dashboard/earnings-summary";
import type { DashboardDay } from "@/lib/schemas/admin-dashboard";
import { formatCount } from "@/lib/format/coins";
import { totalOf, TRENDS, type TrendKind } from "./trends-summary";

/** A chart's figures as a table: each day with something to show, newest first, and the totals. */
export function TrendsTable({ kind, days }: { kind: TrendKind; days: DashboardDay[] }) {
  const { measures, title } = TRENDS[kind];
  const shown = days.filter((day) => measures.some((measure) => day[measure.key] > 0)).reverse();
  return (
    // A scrolling box: focusable, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label={`${title} by day`}
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-md border"
      data-testid={`trends-table-${kind}`}
    >
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-xs text-muted-foreground">
          {title} per day over the last {days.length} days. Days without any are left out.
        </caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Date
            </th>
            {measures.map((measure) => (
              <th key={measure.key} scope="col" className="px-3 py-2 text-right font-medium">
                {measure.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {shown.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                {longDay(day.date)}
              </th>
              {measures.map((measure) => (
                <td key={measure.key} className="px-3 py-2 text-right tabular-nums">
                  {formatCount(day[measure.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            {measures.map((measure) => (
              <td key={measure.key} className="px-3 py-2 text-right tabular-nums">
                {formatCount(totalOf(days, measure.key))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
