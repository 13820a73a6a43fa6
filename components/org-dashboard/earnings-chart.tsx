"use client";

// The earnings bars (components/ui's own bar chart: no chart library to load).
import { BarChart } from "@/components/ui/bar-chart";
import type { EarningsSeries } from "@/lib/schemas/org-dashboard";
import { formatCoins, formatCount } from "@/lib/format/coins";
import { longDay, shortDay, summarize } from "./earnings-summary";

const SERIES = [{ key: "coins" as const, label: "Earned", color: "var(--color-primary)" }];

export function EarningsChart({ series }: { series: EarningsSeries }) {
  return (
    // The bars are a picture of the figures the table lists: one name that says what they show.
    <div role="img" aria-label={summarize(series)} className="h-56 w-full sm:h-64">
      {/* The name above says it all; the drawing itself is hidden from assistive technology. */}
      <div aria-hidden="true" className="size-full">
        <BarChart
          rows={series.days}
          series={SERIES}
          shortDay={shortDay}
          longDay={longDay}
          formatTick={formatCount}
          formatValue={formatCoins}
        />
      </div>
    </div>
  );
}
