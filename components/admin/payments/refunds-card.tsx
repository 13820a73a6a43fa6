import { Undo2 } from "lucide-react";
import type { PaymentsOverview } from "@/lib/schemas/admin-payments";
import { formatCoins } from "@/lib/format/coins";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { CopyId } from "./copy-id";
import { OverviewCard, OverviewRow } from "./overview-card";
import { PaymentStatusBadge } from "./payment-status-badge";

interface RefundsCardProps {
  refunds: PaymentsOverview["refunds"];
  dateStyle: DateStyle;
}

/** The latest top-ups taken back: who, how much, and the provider's refund id. */
export function RefundsCard({ refunds, dateStyle }: RefundsCardProps) {
  return (
    <OverviewCard
      id="refunds"
      title="Refunds"
      data-testid="recent-refunds"
      description={`${refunds.refunded} refunded, ${refunds.pending} waiting for the provider.`}
      items={refunds.latest}
      empty={{
        icon: Undo2,
        title: "No refunds yet",
        description: "Top-ups you refund appear here.",
      }}
    >
      {(order) => (
        <OverviewRow
          key={order.id}
          lead={<p className="min-w-0 text-sm break-all">{order.payer.email}</p>}
          badge={<PaymentStatusBadge status={order.status} />}
        >
          <p className="text-sm">
            {formatMoney(order.amount, order.currency)} · {formatCoins(order.coins)} taken back
            {order.refund?.refundedAt
              ? ` · ${formatDateTime(order.refund.refundedAt, dateStyle)}`
              : ""}
          </p>
          {order.refund?.refundId ? (
            <CopyId
              label="refund id"
              value={order.refund.refundId}
              className="text-muted-foreground"
            />
          ) : null}
        </OverviewRow>
      )}
    </OverviewCard>
  );
}
