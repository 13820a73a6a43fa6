"use client";

import { Hourglass, ListChecks, Wallet } from "lucide-react";
import { Figure } from "@/components/conversions/convert-screen";
import type { AdminConversionSummary } from "@/lib/schemas/admin-conversions";
import { formatCoins, formatCount, formatQuantity } from "@/lib/format/coins";
import { formatMinor } from "@/lib/format/money-minor";

/** The queue at a glance, from the server's figures (refreshed after every decision). */
export function SummaryCards({ summary }: { summary: AdminConversionSummary }) {
  // What the pending requests pay if approved, in each currency as quoted.
  const owed = summary.byCurrency
    .filter((figures) => figures.pendingRequests > 0)
    .map((figures) => formatMinor(figures.pendingPayoutMinor, figures.currency));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Figure
        label="Pending Requests"
        value={formatCount(summary.pendingRequests)}
        hint="Waiting for an admin's decision"
        icon={Hourglass}
      />
      <Figure
        label="Pending Amount"
        value={formatCoins(summary.pendingAmount)}
        hint={owed.length > 0 ? `To pay: ${owed.join(" · ")}` : "Nothing to pay"}
        icon={Wallet}
      />
      <Figure
        label="Total Requests"
        value={formatCount(summary.totalRequests)}
        hint={`${formatQuantity(summary.totalRequests - summary.pendingRequests, "request", "requests")} settled`}
        icon={ListChecks}
      />
    </div>
  );
}
