"use client";

import { Hourglass, ListChecks, Wallet } from "lucide-react";
import { StatCard, StatDetail } from "@/components/data/stat-card";
import type { AdminConversionSummary } from "@/lib/schemas/admin-conversions";
import { formatQuantity } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";

/** The queue at a glance, from the server's figures (refreshed after every decision). */
export function SummaryCards({ summary }: { summary: AdminConversionSummary }) {
  // What the pending requests pay if approved, in each currency as quoted.
  const owed = summary.byCurrency
    .filter((figures) => figures.pendingRequests > 0)
    .map((figures) => formatMinor(figures.pendingPayoutMinor, figures.currency));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        title="Pending Requests"
        icon={Hourglass}
        value={summary.pendingRequests}
        standalone
      >
        <StatDetail>Waiting for an admin&apos;s decision</StatDetail>
      </StatCard>
      <StatCard title="Pending Amount" icon={Wallet} value={summary.pendingAmount} coins standalone>
        <StatDetail>
          {owed.length > 0 ? `To pay: ${owed.join(" · ")}` : "Nothing to pay"}
        </StatDetail>
      </StatCard>
      <StatCard title="Total Requests" icon={ListChecks} value={summary.totalRequests} standalone>
        <StatDetail>
          {formatQuantity(summary.totalRequests - summary.pendingRequests, "request", "requests")}{" "}
          settled
        </StatDetail>
      </StatCard>
    </div>
  );
}
