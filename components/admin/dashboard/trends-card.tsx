"use client";

import { useState } from "react";
import { ChartColumn, Coins } from "lucide-react";
import { CardEmpty, SectionCard } from "@/components/data/section-card";
import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";
import { useAdminDashboard } from "@/lib/swr/use-admin-dashboard";
import { ChartTableToggle } from "./chart-table-toggle";
import { TrendsChart } from "./trends-chart";
import { TrendsTable } from "./trends-table";
import { totalOf, TRENDS, type TrendKind } from "./trends-summary";

interface TrendsCardProps {
  kind: TrendKind;
  initial: AdminDashboardView;
  className?: string;
}

/** One of the dashboard's charts over the last 30 days, or the same figures as a table. */
export function TrendsCard({ kind, initial, className }: TrendsCardProps) {
  const { series } = useAdminDashboard(initial);
  const [asTable, setAsTable] = useState(false);
  const spec = TRENDS[kind];
  const titleId = `trends-${kind}-title`;
  const empty = spec.measures.every((measure) => totalOf(series, measure.key) === 0);
  return (
    <SectionCard
      id={titleId}
      icon={kind === "coins" ? Coins : ChartColumn}
      title={spec.title}
      description={spec.description}
      className={className}
      contentClassName="flex flex-col gap-3"
    >
      {empty ? (
        <CardEmpty
          title="Nothing in the last 30 days"
          description="The chart fills in as accounts sign up, top up, book and convert."
          spacing="chart"
        />
      ) : asTable ? (
        <TrendsTable kind={kind} days={series} />
      ) : (
        <TrendsChart kind={kind} days={series} />
      )}
      {empty ? null : (
        <ChartTableToggle
          asTable={asTable}
          title={spec.title}
          onToggle={() => setAsTable(!asTable)}
        />
      )}
    </SectionCard>
  );
}
