import { ChevronRight } from "lucide-react";
import Link from "@/components/ui/link";
import { formatCoins } from "@/lib/format/coins";
import { formatDate, formatDateTime, type DateStyle } from "@/lib/format/date-time";
import type { AdminDispute } from "@/lib/schemas/disputes";
import { cn } from "@/lib/utils";
import { DISPUTE_REASON_LABELS } from "@/lib/bookings/dispute-reason-labels";
import { DisputeStatusBadge } from "./dispute-status-badge";
import { OUTCOME_LABELS } from "./dispute-words";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words tabular-nums">{children}</dd>
    </div>
  );
}

/** Where the dispute stands in time: whose answer is due when, or how it ended. */
function timeline(dispute: AdminDispute, dateStyle: DateStyle): { label: string; value: string } {
  if (dispute.status === "resolved" && dispute.resolvedAt) {
    const how = dispute.outcome ? OUTCOME_LABELS[dispute.outcome] : "Resolved";
    return { label: how, value: formatDate(dispute.resolvedAt, dateStyle) };
  }
  if (dispute.status === "awaiting_admin") {
    return {
      label: "With admins since",
      value: formatDate(dispute.escalatedAt ?? dispute.createdAt, dateStyle),
    };
  }
  return {
    label: "Answer due",
    value: dispute.respondBy ? formatDateTime(dispute.respondBy, dateStyle) : "Now",
  };
}

/** One dispute in the queue: what, between whom, for how much, and where it stands; opens its case. */
export function DisputeRow({
  dispute,
  dateStyle,
}: {
  dispute: AdminDispute;
  dateStyle: DateStyle;
}) {
  const when = timeline(dispute, dateStyle);
  return (
    <li
      className={cn(
        "relative overflow-hidden rounded-lg border p-4 focus-within:ring-2 focus-within:ring-ring/50 hover:bg-accent/40",
        dispute.status === "awaiting_admin" ? "border-warning/60 bg-warning/5" : "bg-card",
      )}
      data-testid="admin-dispute"
      data-dispute-id={dispute.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">
            {/* The whole card is the link's target (its ::after covers it); the name is its text. */}
            <Link
              href={`/admin/disputes/${dispute.id}`}
              className="rounded-sm outline-none after:absolute after:inset-0 after:content-['']"
            >
              {dispute.serviceTitle}
              <span className="sr-only">
                , {dispute.bookingReference}, {dispute.organization.name} and{" "}
                {dispute.customer.name}
              </span>
            </Link>
          </p>
          <p className="truncate text-sm text-muted-foreground">
            {dispute.bookingReference} · {dispute.organization.name} · {dispute.customer.name}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <DisputeStatusBadge status={dispute.status} />
          <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="In escrow">{formatCoins(dispute.totalAmount)}</Fact>
        <Fact label="Reason">{DISPUTE_REASON_LABELS[dispute.reason]}</Fact>
        <Fact label="Offer">
          {dispute.offerCoins === null ? "None" : formatCoins(dispute.offerCoins)}
        </Fact>
        <Fact label={when.label}>{when.value}</Fact>
      </dl>
    </li>
  );
}
