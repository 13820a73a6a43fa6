// A dispute as its customer and its organization read it, on their booking (BookingView.dispute)
// and at GET .../dispute; the admin's view adds the booking, the service and each side's history
// (admin-dispute-detail.ts).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import {
  DISPUTE_RESOLVERS,
  type DisputeResolver,
  type DisputeView,
} from "@/lib/bookings/booking-types";

export const DISPUTE_SELECT = {
  id: true,
  status: true,
  reason: true,
  statement: true,
  files: true,
  createdAt: true,
  respondBy: true,
  orgStatement: true,
  orgFiles: true,
  orgRespondedAt: true,
  offerCoins: true,
  offeredAt: true,
  escalatedAt: true,
  outcome: true,
  refundCoins: true,
  resolvedBy: true,
  decisionNote: true,
  resolvedAt: true,
} satisfies Prisma.DisputeSelect;

export type DisputeRow = Prisma.DisputeGetPayload<{ select: typeof DISPUTE_SELECT }>;

function resolverOf(value: string | null): DisputeResolver | null {
  return DISPUTE_RESOLVERS.find((resolver) => resolver === value) ?? null;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toDisputeView(row: DisputeRow): DisputeView {
  const waiting = row.status === "awaiting_organization" || row.status === "awaiting_customer";
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    statement: row.statement,
    files: row.files,
    createdAt: row.createdAt.toISOString(),
    respondBy: waiting ? row.respondBy.toISOString() : null,
    orgStatement: row.orgStatement,
    orgFiles: row.orgFiles,
    orgRespondedAt: iso(row.orgRespondedAt),
    offerCoins: row.offerCoins,
    offeredAt: iso(row.offeredAt),
    escalatedAt: iso(row.escalatedAt),
    outcome: row.outcome,
    refundCoins: row.refundCoins,
    resolvedBy: resolverOf(row.resolvedBy),
    decisionNote: row.decisionNote,
    resolvedAt: iso(row.resolvedAt),
  };
}
