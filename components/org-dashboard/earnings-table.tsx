import type { EarningsSeries } from "@/lib/api/schemas/org-dashboard";
import { formatCoins } from "@/lib/format/coins";
import { longDay, rangePhrase } from "./earnings-summary";

/** The chart's figures as a table: each day with earnings, newest first, and the total. */
export function EarningsTable({ series }: { series: EarningsSeries }) {
  const days = series.days.filter((day) => day.coins > 0).reverse();
  return (
    // A scrolling box: focusable, so a keyboard can scroll it too.
    <div
      role="region"
      aria-label="Earnings by day"
      tabIndex={0}
      className="max-h-80 overflow-y-auto rounded-md border"
      data-testid="earnings-table"
    >
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-xs text-muted-foreground">
          Coins earned per day in {rangePhrase(series.range)}. Days without earnings are left out.
        </caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Coins earned
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {longDay(day.date)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatCoins(day.coins)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{formatCoins(series.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
