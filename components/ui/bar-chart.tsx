"use client";

// Daily bars drawn with plain elements: the dashboards' charts are simple columns over days, and a
// chart library (recharts: about 360 KB of script to evaluate) cost the org and admin dashboards
// more main-thread time than everything else on them. Heights are percentages, so the bars follow
// the card's size with no measuring; the server renders them, so they paint with the page.
import { percentOf } from "@/lib/economics/percent";
import { useState } from "react";
import { cn } from "@/lib/utils";

interface BarSeries<K extends string> {
  key: K;
  label: string;
  color: string;
}

interface BarChartProps<K extends string, Row extends { date: string } & Record<K, number>> {
  rows: Row[];
  series: BarSeries<K>[];
  /** The axis's day label ("Nov 3") and the tooltip's ("Nov 3, 2026"). */
  shortDay: (date: string) => string;
  longDay: (date: string) => string;
  /** The value axis's labels. */
  formatTick: (value: number) => string;
  /** A value as the tooltip prints it ("1,234 coins"). */
  formatValue: (value: number) => string;
  /** A legend under the bars (charts with more than one series). */
  legend?: boolean;
  className?: string;
}

/** Round tick values for 0..max: steps of 1, 2 or 5 times a power of ten, whole numbers only. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((f) => f * power >= rough) ?? 10) * power);
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) ticks.push(value);
  return ticks;
}

/** Which days get an axis label: the first, the last and evenly spaced ones between. */
function labelledDays(count: number, wanted: number): Set<number> {
  if (count <= wanted) return new Set(Array.from({ length: count }, (_, i) => i));
  const step = (count - 1) / (wanted - 1);
  return new Set(Array.from({ length: wanted }, (_, i) => Math.round(i * step)));
}

export function BarChart<K extends string, Row extends { date: string } & Record<K, number>>({
  rows,
  series,
  shortDay,
  longDay,
  formatTick,
  formatValue,
  legend = false,
  className,
}: BarChartProps<K, Row>) {
  const [active, setActive] = useState<number | null>(null);
  const max = Math.max(0, ...rows.flatMap((row) => series.map((s) => row[s.key])));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1]!;
  const labels = labelledDays(rows.length, 5);
  // The bars take 85% of each day's slot (recharts' 15% category gap, which these charts had),
  // all of it when the days are too thin to separate.
  const barsWidth = rows.length > 90 ? "100%" : "85%";
  const activeRow = active === null ? null : rows[active];

  return (
    <div className={cn("flex size-full flex-col text-xs text-muted-foreground", className)}>
      <div className="flex min-h-0 flex-1 pt-2">
        <div className="relative w-11 shrink-0">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-1.5 translate-y-1/2 tabular-nums"
              style={{ bottom: `${percentOf(tick / top)}%` }}
            >
              {formatTick(tick)}
            </span>
          ))}
        </div>
        <div className="relative flex-1" onPointerLeave={() => setActive(null)}>
          {ticks.map((tick) => (
            <div
              key={tick}
              className="absolute inset-x-0 border-t border-border"
              style={{ bottom: `${percentOf(tick / top)}%` }}
            />
          ))}
          <div className="absolute inset-0 flex">
            {rows.map((row, index) => (
              <div
                key={row.date}
                className={cn(
                  "flex h-full min-w-0 flex-1 items-end justify-center",
                  index === active && "bg-muted",
                )}
                onPointerEnter={() => setActive(index)}
                onPointerDown={() => setActive(index)}
              >
                <div className="flex h-full items-end" style={{ width: barsWidth }}>
                  {series.map((s) => (
                    <div
                      key={s.key}
                      className="min-w-0 flex-1 rounded-t-[3px]"
                      style={{ height: `${percentOf(row[s.key] / top)}%`, background: s.color }}
                    />
                  ))}
                </div>
              </div>
            ))}
          </div>
          {activeRow ? (
            <div
              className="pointer-events-none absolute top-2 z-10 rounded-lg border bg-popover px-2.5 py-1.5 whitespace-nowrap text-popover-foreground shadow-sm"
              style={
                active! < rows.length / 2
                  ? { left: `${percentOf((active! + 1) / rows.length)}%` }
                  : { right: `${percentOf((rows.length - active!) / rows.length)}%` }
              }
            >
              <p>{longDay(activeRow.date)}</p>
              {series.map((s) => (
                <p key={s.key} style={{ color: s.color }}>
                  {s.label} : {formatValue(activeRow[s.key])}
                </p>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <div className="relative ml-11 h-6">
        {rows.map((row, index) =>
          labels.has(index) ? (
            <span
              key={row.date}
              className={cn(
                "absolute top-1.5 whitespace-nowrap",
                index === 0
                  ? ""
                  : index === rows.length - 1
                    ? "-translate-x-full"
                    : "-translate-x-1/2",
              )}
              style={{
                left: `${percentOf((index + (index === 0 ? 0 : index === rows.length - 1 ? 1 : 0.5)) / rows.length)}%`,
              }}
            >
              {shortDay(row.date)}
            </span>
          ) : null,
        )}
      </div>
      {legend ? (
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-1">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="size-2 rounded-full" style={{ background: s.color }} />
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
