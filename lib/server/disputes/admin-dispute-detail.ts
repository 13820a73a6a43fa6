// One dispute's case file for the admin who decides it: both statements and their files, the
// offer, the booking with the delivery (its message and files) and the request to cancel, the
// service as booked, and each side's other disputes (how many, how many it lost or split).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import type { AdminDisputeDetail } from "@/lib/schemas/disputes";
import { db } from "@/lib/server/db/client";
import { DISPUTE_NOT_FOUND } from "./dispute-rules";
import { DISPUTE_SELECT, toDisputeView } from "./dispute-view";

const DETAIL_SELECT = {
  ...DISPUTE_SELECT,
  decidedById: true,
  booking: {
    select: {
      id: true,
      reference: true,
      status: true,
      totalAmount: true,
      commissionBps: true,
      commissionCoins: true,
      createdAt: true,
      dueAt: true,
      deliveredAt: true,
      deliveryMessage: true,
      deliveryFiles: true,
      acceptBy: true,
      cancelRequestedAt: true,
      cancelRequestReason: true,
      cancelDeclinedAt: true,
      cancelDeclineReason: true,
      serviceTitle: true,
      service: { select: { id: true, description: true, category: true, duration: true } },
      user: { select: { id: true, name: true, email: true } },
      organization: { select: { id: true, name: true, user: { select: { email: true } } } },
    },
  },
} satisfies Prisma.DisputeSelect;

type DetailRow = Prisma.DisputeGetPayload<{ select: typeof DETAIL_SELECT }>;

/** A side's other disputes: how many, how many it lost outright, how many were split. */
async function historyOf(
  side: Prisma.BookingWhereInput,
  lostOutcome: "release" | "refund",
  disputeId: string,
) {
  const groups = await db().dispute.groupBy({
    by: ["outcome"],
    where: { id: { not: disputeId }, booking: side },
    _count: { _all: true },
  });
  const of = (outcome: string | null) =>
    groups.find((group) => group.outcome === outcome)?._count._all ?? 0;
  return {
    disputes: groups.reduce((sum, group) => sum + group._count._all, 0),
    lost: of(lostOutcome),
    split: of("split"),
  };
}

function bookingOf(row: DetailRow): AdminDisputeDetail["booking"] {
  const b = row.booking;
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    totalAmount: b.totalAmount,
    commissionBps: b.commissionBps,
    commissionCoins: b.commissionCoins,
    createdAt: b.createdAt.toISOString(),
    dueAt: b.dueAt.toISOString(),
    delivery:
      b.deliveredAt && b.acceptBy
        ? {
            deliveredAt: b.deliveredAt.toISOString(),
            message: b.deliveryMessage ?? "",
            files: b.deliveryFiles,
            acceptBy: b.acceptBy.toISOString(),
          }
        : null,
    cancelRequest: b.cancelRequestedAt
      ? {
          requestedAt: b.cancelRequestedAt.toISOString(),
          reason: b.cancelRequestReason ?? "",
          declinedAt: b.cancelDeclinedAt?.toISOString() ?? null,
          declineReason: b.cancelDeclineReason,
        }
      : null,
  };
}

export async function adminDisputeDetail(disputeId: string): Promise<AdminDisputeDetail> {
  const row = await db().dispute.findUnique({ where: { id: disputeId }, select: DETAIL_SELECT });
  if (!row) throw AppError.notFound(DISPUTE_NOT_FOUND);
  const { booking } = row;
  const [customerHistory, organizationHistory, decider] = await Promise.all([
    historyOf({ userId: booking.user.id }, "release", row.id),
    historyOf({ organizationId: booking.organization.id }, "refund", row.id),
    row.decidedById
      ? db().user.findUnique({ where: { id: row.decidedById }, select: { name: true } })
      : null,
  ]);
  return {
    dispute: toDisputeView(row),
    booking: bookingOf(row),
    service: {
      id: booking.service.id,
      title: booking.serviceTitle,
      description: booking.service.description,
      category: booking.service.category,
      duration: booking.service.duration,
    },
    customer: { ...booking.user, history: customerHistory },
    organization: {
      id: booking.organization.id,
      name: booking.organization.name,
      email: booking.organization.user.email,
      history: organizationHistory,
    },
    decidedBy: decider?.name ?? null,
  };
}
