"use client";

import { Activity } from "lucide-react";
import { SectionCard } from "@/components/data/section-card";
import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";
import { formatCount, formatQuantity } from "@/lib/format/coins";
import { formatDate, formatDateTime, formatTime, type DateStyle } from "@/lib/format/date-time";
import { useAdminDashboard } from "@/lib/swr/use-admin-dashboard";
import type { AdminCardProps } from "./admin-card-props";

type Overview = AdminDashboardView["overview"];

function Row({
  id,
  label,
  value,
  note,
}: {
  id: string;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <div data-testid={`overview-${id}`} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
      <dt className="flex items-baseline justify-between gap-3 text-sm text-muted-foreground">
        {label}
        <span
          data-testid="overview-value"
          className="text-lg font-semibold text-foreground tabular-nums"
        >
          {value}
        </span>
      </dt>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

const percent = (value: number) =>
  `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

/** "2:02 PM UTC" the day it was read, else with its date. */
function sinceText(uptime: NonNullable<Overview["uptime"]>, style: DateStyle): string {
  const sameDay = formatDate(uptime.since, style) === formatDate(uptime.readAt, style);
  return sameDay ? formatTime(uptime.since, style) : formatDateTime(uptime.since, style);
}

/**
 * Uptime with its period, once an hour of checks makes a share mean something; before, only since
 * when the checks run (a server 8 minutes old with one missed minute is not "87.5% up").
 */
function uptimeText(uptime: Overview["uptime"], style: DateStyle) {
  if (!uptime) return { label: "Uptime", value: "n/a", note: "No health checks recorded yet" };
  const since = sinceText(uptime, style);
  const checked = `${formatQuantity(uptime.healthyMinutes, "minute", "minutes")} with a healthy check of ${formatCount(uptime.minutes)}`;
  if (!uptime.measured) {
    return {
      label: "Uptime",
      value: `Up since ${since}`,
      note: `A share is shown after an hour of health checks: ${formatQuantity(uptime.minutes, "minute", "minutes")} so far, ${formatCount(uptime.healthyMinutes)} with a healthy check.`,
    };
  }
  return {
    label: uptime.windowFull ? "Uptime, last 30 days" : `Uptime since ${since}`,
    value: percent(uptime.percent),
    note: `${checked} (each server checks once a minute).`,
  };
}

function growthText({ percent: value, thisMonth, lastMonth }: Overview["growth"]) {
  return {
    value: value === null ? "n/a" : `${value > 0 ? "+" : ""}${percent(value)}`,
    note:
      lastMonth === 0
        ? `${formatQuantity(thisMonth, "sign-up", "sign-ups")} of users and organizations this month; none last month to compare with.`
        : `${formatQuantity(thisMonth, "sign-up", "sign-ups")} of users and organizations this month against ${formatCount(lastMonth)} last month.`,
  };
}

/** Active services, uptime, satisfaction and growth, each with what it is computed from. */
export function PlatformOverviewCard({ initial, dateStyle, className }: AdminCardProps) {
  const { overview } = useAdminDashboard(initial);
  const { uptime, satisfaction } = overview;
  const growth = growthText(overview.growth);
  return (
    <SectionCard
      id="platform-overview-title"
      icon={Activity}
      title="Platform Overview"
      description="Computed from the platform's own records."
      className={className}
    >
      <dl className="divide-y">
        <Row
          id="active-services"
          label="Active services"
          value={formatCount(overview.activeServices)}
          note="Approved and listed in the catalogue now."
        />
        <Row id="uptime" {...uptimeText(uptime, dateStyle)} />
        <Row
          id="satisfaction"
          label="Satisfaction"
          value={satisfaction.average === null ? "n/a" : `${satisfaction.average.toFixed(1)}/5`}
          note={
            satisfaction.reviews === 0
              ? "No reviews yet."
              : `Average of ${formatQuantity(satisfaction.reviews, "review", "reviews")} (withdrawn reviews left out).`
          }
        />
        <Row id="growth" label="Growth" value={growth.value} note={growth.note} />
      </dl>
    </SectionCard>
  );
}
