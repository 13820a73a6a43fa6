import { Coins, Gavel, Hourglass } from "lucide-react";
import { StatCard, StatDetail } from "@/components/data/stat-card";
import { formatQuantity } from "@/lib/format/coins";
import type { AdminDisputeSummary } from "@/lib/schemas/disputes";

/** The queue at a glance: disputes to decide, those waiting for a side, the coins they hold. */
export function DisputeSummaryCards({ summary }: { summary: AdminDisputeSummary }) {
  const waiting = summary.awaitingOrganization + summary.awaitingCustomer;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        title="To Decide"
        icon={Gavel}
        value={summary.awaitingAdmin}
        testId="disputes-to-decide"
        standalone
      >
        <StatDetail>Waiting for an admin&apos;s decision</StatDetail>
      </StatCard>
      <StatCard title="Waiting for a Side" icon={Hourglass} value={waiting} standalone>
        <StatDetail>
          {formatQuantity(summary.awaitingOrganization, "organization", "organizations")} and{" "}
          {formatQuantity(summary.awaitingCustomer, "customer", "customers")} to answer
        </StatDetail>
      </StatCard>
      <StatCard title="In Escrow" icon={Coins} value={summary.coinsInDispute} coins standalone>
        <StatDetail>
          Held by {formatQuantity(summary.open, "open dispute", "open disputes")};{" "}
          {formatQuantity(summary.resolved, "dispute", "disputes")} resolved
        </StatDetail>
      </StatCard>
    </div>
  );
}
