"use client";

// The earnings bars (recharts). Loaded on its own, after the page (earnings-card lazy-loads it),
// so the chart library stays out of the dashboard's first load.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { EarningsSeries } from "@/lib/api/schemas/org-dashboard";
import { formatCoins, formatCount } from "@/lib/format/coins";
import { longDay, shortDay, summarize } from "./earnings-summary";

export default function EarningsChart({ series }: { series: EarningsSeries }) {
  return (
    // The bars are a picture of the figures the table lists: one name that says what they show.
    <div role="img" aria-label={summarize(series)} className="h-56 w-full sm:h-64">
      {/* The name above says it all; the drawing itself is hidden from assistive technology. */}
      <div aria-hidden="true" className="size-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={series.days}
            margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
            barCategoryGap={series.days.length > 90 ? 0 : "15%"}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis
              dataKey="date"
              tickFormatter={shortDay}
              tickLine={false}
              axisLine={false}
              minTickGap={24}
              interval="preserveStartEnd"
              tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
            />
            <YAxis
              width={44}
              allowDecimals={false}
              tickFormatter={formatCount}
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
            />
            <Tooltip
              cursor={{ fill: "var(--color-muted)" }}
              labelFormatter={(date) => longDay(String(date))}
              formatter={(coins) => [formatCoins(Number(coins)), "Earned"]}
              contentStyle={{
                borderRadius: 8,
                borderColor: "var(--color-border)",
                fontSize: 12,
              }}
            />
            <Bar
              dataKey="coins"
              fill="var(--color-primary)"
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
