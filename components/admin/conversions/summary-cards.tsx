"use client";

import { Hourglass, ListChecks, Send } from "lucide-react";
import { StatCard, StatDetail } from "@/components/data/stat-card";
import type { AdminConversionSummary } from "@/lib/schemas/admin-conversions";
import { formatCoins, formatQuantity } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";
import { unpayableText } from "@/lib/admin/unpayable-text";

/**
 * The queue at a glance, from the server's figures (refreshed after every decision): requests
 * waiting for a decision (what they pay if approved, and apart those without payout details,
 * which can only be rejected), payouts to send (approved, processing: only those are to be paid),
 * and every request.
 */
export function SummaryCards({ summary }: { summary: AdminConversionSummary }) {
  // What the approved requests still to be paid pay, in each currency as quoted.
  const owed = summary.byCurrency
    .filter((figures) => figures.processingRequests > 0)
    .map((figures) => formatMinor(figures.processingPayoutMinor, figures.currency));
  // What the pending requests that can be approved would pay, in each currency as quoted.
  const ifApproved = summary.byCurrency
    .filter((figures) => figures.pendingPayoutMinor > 0)
    .map((figures) => formatMinor(figures.pendingPayoutMinor, figures.currency));
  const unpayable = unpayableText(summary.unpayableRequests, summary.unpayableAmount);
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
        {ifApproved.length > 0 ? (
          <StatDetail testId="pending-payable">
            {ifApproved.join(" · ")} to pay if approved
          </StatDetail>
        ) : null}
        {unpayable ? <StatDetail testId="pending-unpayable">{unpayable}</StatDetail> : null}
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
