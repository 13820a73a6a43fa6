"use client";

import { lazy, Suspense, useState } from "react";
import { ChartColumn, Plus } from "lucide-react";
import { CardHeading } from "@/components/dashboard/card-heading";
import { CardEmpty } from "@/components/data/section-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api/client";
import type { EarningsSeries, OrgDashboardView } from "@/lib/schemas/org-dashboard";
import { formatCoins } from "@/lib/format/coins";
import { useEarnings, useOrgDashboard } from "@/lib/swr/use-org-dashboard";
import { EARNINGS_RANGES, type EarningsRange } from "@/lib/validations/org-dashboard";
import { EarningsChart } from "./earnings-chart";
import { EarningsBreakdownList } from "./earnings-breakdown";
import { breakdownOf, RANGE_LABELS, rangePhrase } from "./earnings-summary";

// The table is drawn on request ("Show as table"): its code comes when the button is near.
const loadTable = () => import("./earnings-table");
const EarningsTable = lazy(() => loadTable().then((module) => ({ default: module.EarningsTable })));
const preloadTable = () => void loadTable().catch(() => undefined);

function ChartSkeleton() {
  return (
    <div data-testid="earnings-loading" className="h-56 w-full sm:h-64">
      <Skeleton className="size-full" />
      <span className="sr-only" role="status">
        Loading earnings...
      </span>
    </div>
  );
}

interface EarningsCardProps {
  /** The 30-day series the server rendered. */
  initial: EarningsSeries;
  /** The dashboard the server rendered: nothing ever earned gets a hint to add services. */
  dashboard: OrgDashboardView;
  className?: string;
}

/** Coins earned per day over 30, 90 or 365 days, as bars or as a table. */
export function EarningsCard({ initial, dashboard, className }: EarningsCardProps) {
  const everEarned = useOrgDashboard(dashboard).figures.totalEarned.value > 0;
  const [range, setRange] = useState<EarningsRange>(initial.range);
  const [asTable, setAsTable] = useState(false);
  const { data: series, error, mutate } = useEarnings(range, initial);

  return (
    <Card role="region" aria-labelledby="earnings-title" className={className}>
      <CardHeader gap="loose">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardHeading id="earnings-title" icon={ChartColumn}>
            Earnings
          </CardHeading>
          <div role="group" aria-label="Earnings range" className="flex rounded-md border p-0.5">
            {EARNINGS_RANGES.map((option) => (
              <Button
                key={option}
                type="button"
                size="xs"
                variant={option === range ? "secondary" : "ghost"}
                strong={option === range}
                aria-pressed={option === range}
                onClick={() => setRange(option)}
              >
                {RANGE_LABELS[option]}
              </Button>
            ))}
          </div>
        </div>
        <CardDescription aria-live="polite" data-testid="earnings-total">
          {series
            ? `${formatCoins(series.total)} from delivered bookings in ${rangePhrase(range)}, after commission.`
            : `Coins from delivered bookings in ${rangePhrase(range)}, after commission.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {everEarned && series ? <EarningsBreakdownList breakdown={breakdownOf(series)} /> : null}
        {error && !series ? (
          <LoadError
            titleAs="h3"
            title="Couldn't load your earnings"
            message={errorMessage(error)}
            onRetry={() => void mutate()}
          />
        ) : !series ? (
          <ChartSkeleton />
        ) : !everEarned ? (
          <CardEmpty
            icon={ChartColumn}
            title="No earnings yet"
            description="Coins arrive here when customers accept your deliveries, or their time to accept ends. Add services to start earning."
            link={{ href: "/org/services", icon: Plus, label: "Add Service", size: "sm" }}
            spacing="chart"
          />
        ) : series.total === 0 && !asTable ? (
          <CardEmpty
            title={`No earnings in ${rangePhrase(range)}`}
            description="Try a longer range to see earlier earnings."
            spacing="chart"
          />
        ) : asTable ? (
          <Suspense fallback={<ChartSkeleton />}>
            <EarningsTable series={series} />
          </Suspense>
        ) : (
          <EarningsChart series={series} />
        )}
        {everEarned && series ? (
          <Button
            type="button"
            variant="link"
            size="sm-flush"
            className="self-end"
            onClick={() => setAsTable(!asTable)}
            onPointerEnter={preloadTable}
            onFocus={preloadTable}
          >
            {asTable ? "Show as chart" : "Show as table"}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
