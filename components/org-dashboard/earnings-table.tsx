import type { EarningsSeries } from "@/lib/schemas/org-dashboard";
import { FigureTable } from "@/components/data/figure-table";
import { longDay, rangePhrase } from "./earnings-summary";

/**
 * The chart's figures as a table: each day with earnings, newest first, as gross, commission and
 * net (what the chart shows), and the totals.
 */
export function EarningsTable({ series }: { series: EarningsSeries }) {
  const days = series.days.filter((day) => day.coins > 0 || day.commission > 0).reverse();
  return (
    <FigureTable
      label="Earnings by day"
      testId="earnings-table"
      compact
      caption={
        <>
          Coins earned per day in {rangePhrase(series.range)}: gross (what customers paid), the
          platform&apos;s commission, and net (your earnings). Days without earnings are left out.
        </>
      }
      rowsLabel="Date"
      columns={[{ label: "Gross" }, { label: "Commission" }, { label: "Net", strong: true }]}
      rows={days.map((day) => ({
        key: day.date,
        label: longDay(day.date),
        values: [day.coins + day.commission, day.commission, day.coins],
      }))}
      totals={[series.gross, series.commission, series.total]}
    />
  );
}
