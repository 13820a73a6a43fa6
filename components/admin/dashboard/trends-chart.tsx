"use client";

// The admin dashboard's bars (recharts). Loaded on its own, after the page (trends-card lazy-loads
// it), so the chart library stays out of the dashboard's first load.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { longDay, shortDay } from "@/components/org-dashboard/earnings-summary";
import type { DashboardDay } from "@/lib/api/schemas/admin-dashboard";
import { formatCount } from "@/lib/format/coins";
import { summarizeTrend, TRENDS, type TrendKind } from "./trends-summary";

const TICK = { fontSize: 12, fill: "var(--color-muted-foreground)" };

export default function TrendsChart({ kind, days }: { kind: TrendKind; days: DashboardDay[] }) {
  const { measures, unit } = TRENDS[kind];
  return (
    // The bars are a picture of the figures the table lists: one name that says what they show.
    <div role="img" aria-label={summarizeTrend(kind, days)} className="h-60 w-full sm:h-64">
      {/* The name above says it all; the drawing itself is hidden from assistive technology. */}
      <div aria-hidden="true" className="size-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={days}
            margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
            barCategoryGap="15%"
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
              tick={TICK}
            />
            <YAxis
              width={44}
              allowDecimals={false}
              tickFormatter={formatCount}
              tickLine={false}
              axisLine={false}
              tick={TICK}
            />
            <Tooltip
              cursor={{ fill: "var(--color-muted)" }}
              labelFormatter={(date) => longDay(String(date))}
              formatter={(value, name) => [`${formatCount(Number(value))}${unit}`, name]}
              contentStyle={{ borderRadius: 8, borderColor: "var(--color-border)", fontSize: 12 }}
            />
            <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
            {measures.map((measure) => (
              <Bar
                key={measure.key}
                dataKey={measure.key}
                name={measure.label}
                fill={measure.color}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
