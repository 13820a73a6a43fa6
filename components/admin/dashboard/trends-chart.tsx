"use client";

// The admin dashboard's bars: each day's measures side by side, with a legend (components/ui's
// own bar chart: no chart library to load).
import { longDay, shortDay } from "@/components/org-dashboard/earnings-summary";
import { BarChart } from "@/components/ui/bar-chart";
import type { DashboardDay } from "@/lib/schemas/admin-dashboard";
import { formatCount } from "@/lib/format/coins";
import { summarizeTrend, TRENDS, type TrendKind } from "./trends-summary";

export function TrendsChart({ kind, days }: { kind: TrendKind; days: DashboardDay[] }) {
  const { measures, unit } = TRENDS[kind];
  return (
    // The bars are a picture of the figures the table lists: one name that says what they show.
    <div role="img" aria-label={summarizeTrend(kind, days)} className="h-60 w-full sm:h-64">
      {/* The name above says it all; the drawing itself is hidden from assistive technology. */}
      <div aria-hidden="true" className="size-full">
        <BarChart
          rows={days}
          series={measures}
          shortDay={shortDay}
          longDay={longDay}
          formatTick={formatCount}
          formatValue={(value) => `${formatCount(value)}${unit}`}
          legend
        />
      </div>
    </div>
  );
}
