import type { EarningsSeries } from "@/lib/schemas/org-dashboard";
import { formatCount } from "@/lib/format/coins";
import { cn } from "@/lib/utils";
import { longDay, rangePhrase } from "./earnings-summary";

/**
 * The chart's figures as a table: each day with earnings, newest first, as gross, commission and
 * net (what the chart shows), and the totals.
 */
export function EarningsTable({ series }: { series: EarningsSeries }) {
  const days = series.days.filter((day) => day.coins > 0 || day.commission > 0).reverse();
  // Narrow cells on a phone: four columns share 330 px there.
  const cell = "px-2 py-2 text-right tabular-nums sm:px-3";
  const head = "px-2 py-2 text-right font-medium sm:px-3";
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
          Coins earned per day in {rangePhrase(series.range)}: gross (what customers paid), the
          platform&apos;s commission, and net (your earnings). Days without earnings are left out.
        </caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
              Date
            </th>
            <th scope="col" className={head}>
              Gross
            </th>
            <th scope="col" className={head}>
              Commission
            </th>
            <th scope="col" className={head}>
              Net
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-2 py-2 text-left font-normal sm:px-3">
                {longDay(day.date)}
              </th>
              <td className={cell}>{formatCount(day.coins + day.commission)}</td>
              <td className={cell}>{formatCount(day.commission)}</td>
              <td className={cn(cell, "font-medium")}>{formatCount(day.coins)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t font-semibold">
          <tr>
            <th scope="row" className="px-2 py-2 text-left sm:px-3">
              Total
            </th>
            <td className={cell}>{formatCount(series.gross)}</td>
            <td className={cell}>{formatCount(series.commission)}</td>
            <td className={cell}>{formatCount(series.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
