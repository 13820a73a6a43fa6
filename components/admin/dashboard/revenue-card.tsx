"use client";

import { useState } from "react";
import { Landmark } from "lucide-react";
import { FigureTable } from "@/components/data/figure-table";
import { BarChart } from "@/components/ui/bar-chart";
import { CardEmpty, SectionCard } from "@/components/data/section-card";
import type { RevenueMonth } from "@/lib/schemas/admin-dashboard";
import { longMonth, shortMonth } from "@/lib/dashboard/month-names";
import { formatCoins, formatCount } from "@/lib/format/coins";
import { useAdminDashboard } from "@/lib/swr/use-admin-dashboard";
import { ChartTableToggle } from "./chart-table-toggle";
import { monthTotal, REVENUE_MEASURES, revenueTotals, summarizeRevenue } from "./revenue-summary";
import type { AdminCardProps } from "./admin-card-props";

function RevenueTable({ months }: { months: RevenueMonth[] }) {
  const totals = revenueTotals(months);
  const shown = months.filter((month) => monthTotal(month) > 0).reverse();
  return (
    <FigureTable
      label="Platform revenue by month"
      testId="revenue-table"
      caption={`Coins kept per month over the last ${months.length} months. Months without any are left out.`}
      rowsLabel="Month"
      columns={[
        ...REVENUE_MEASURES.map((measure) => ({ label: measure.label })),
        { label: "Total" },
      ]}
      rows={shown.map((month) => ({
        key: month.month,
        label: longMonth(month.month),
        values: [month.commission, month.fees, monthTotal(month)],
      }))}
      totals={[totals.commission, totals.fees, totals.total]}
    />
  );
}

/**
 * What the platform kept, per month over the last 12: commissions on completed bookings and fees
 * on paid conversions (transfers into its revenue account), as bars or a table.
 */
export function RevenueCard({ initial, className }: Omit<AdminCardProps, "dateStyle">) {
  const { revenue, coins } = useAdminDashboard(initial);
  const [asTable, setAsTable] = useState(false);
  const { months } = revenue;
  const totals = revenueTotals(months);
  const thisMonth = months[months.length - 1];
  const empty = totals.total === 0;
  return (
    <SectionCard
      id="revenue-title"
      icon={Landmark}
      title="Platform Revenue"
      description="Commissions on completed bookings and fees on paid conversions, per month (1 coin = ₹1)."
      className={className}
      contentClassName="flex flex-col gap-4"
    >
      <dl className="grid grid-cols-3 gap-3 text-sm" data-testid="revenue-totals">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">This month</dt>
          <dd className="font-semibold tabular-nums">
            {formatCoins(thisMonth ? monthTotal(thisMonth) : 0)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Last {months.length} months</dt>
          <dd className="font-semibold tabular-nums">{formatCoins(totals.total)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Kept in all</dt>
          <dd className="font-semibold tabular-nums">{formatCoins(coins.revenue)}</dd>
        </div>
      </dl>
      {empty ? (
        <CardEmpty
          title="No revenue yet"
          description="It fills in as bookings are completed and conversions paid."
          spacing="chart"
        />
      ) : asTable ? (
        <RevenueTable months={months} />
      ) : (
        <div role="img" aria-label={summarizeRevenue(months)} className="h-56 w-full sm:h-60">
          <div aria-hidden="true" className="size-full">
            <BarChart
              rows={months.map((month) => ({ ...month, date: month.month }))}
              series={REVENUE_MEASURES}
              shortDay={shortMonth}
              longDay={longMonth}
              formatTick={formatCount}
              formatValue={(value) => formatCoins(value)}
              legend
            />
          </div>
        </div>
      )}
      {empty ? null : (
        <ChartTableToggle
          asTable={asTable}
          title={"Platform Revenue"}
          onToggle={() => setAsTable(!asTable)}
        />
      )}
    </SectionCard>
  );
}
