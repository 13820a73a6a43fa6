"use client";

import { Hourglass, ListChecks, Send } from "lucide-react";
import { StatCard, StatDetail } from "@/components/data/stat-card";
import type { AdminConversionSummary } from "@/lib/schemas/admin-conversions";
import { formatCoins, formatQuantity } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";

/**
 * The queue at a glance, from the server's figures (refreshed after every decision): requests
 * waiting for a decision, payouts to send (approved, processing: only those are to be paid), and
 * every request.
 */
export function SummaryCards({ summary }: { summary: AdminConversionSummary }) {
  // What the approved requests still to be paid pay, in each currency as quoted.
  const owed = summary.byCurrency
    .filter((figures) => figures.processingRequests > 0)
    .map((figures) => formatMinor(figures.processingPayoutMinor, figures.currency));
  const settled = summary.totalRequests - summary.pendingRequests - summary.processingRequests;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        title="Pending Requests"
        icon={Hourglass}
        value={summary.pendingRequests}
        standalone
      >
        <StatDetail>
          {formatCoins(summary.pendingAmount)} held, waiting for an admin&apos;s decision
        </StatDetail>
      </StatCard>
      <StatCard title="To Pay" icon={Send} value={summary.processingRequests} standalone>
        <StatDetail testId="to-pay">
          {owed.length > 0 ? `To pay: ${owed.join(" · ")}` : "Nothing to pay"}
        </StatDetail>
      </StatCard>
      <StatCard title="Total Requests" icon={ListChecks} value={summary.totalRequests} standalone>
        <StatDetail>{formatQuantity(settled, "request", "requests")} settled</StatDetail>
      </StatCard>
    </div>
  );
}
