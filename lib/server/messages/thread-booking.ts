// Finds the booking whose thread the caller may use: a customer's own booking, an organization's
// booking of its service, or (for an admin) the booking of a dispute. Anything else answers the
// same as a missing id, so nothing is learned from trying.
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { BookingSide } from "@/lib/schemas/booking-messages";
import { AppError } from "@/lib/errors/app-error";
import { organizationOf } from "@/lib/server/bookings/lock-booking";
import type { Tx } from "@/lib/server/ledger/types";

const BOOKING_NOT_FOUND = "Booking not found.";
const DISPUTE_NOT_FOUND = "Dispute not found.";

/** Who reads a thread: one of its two sides, or an admin through the booking's dispute. */
type ThreadReader = { side: BookingSide } | { side: null; adminId: string };

export interface ThreadBooking {
  id: string;
  reader: ThreadReader;
}

/** The caller's side of the booking (`as` user: its customer; org: its organization), or 404. */
export async function partyBooking(
  tx: Tx,
  params: { caller: SessionUser; bookingId: string; as: "user" | "org" },
): Promise<ThreadBooking & { side: BookingSide }> {
  const { caller, bookingId, as } = params;
  const organizationId = organizationOf(caller);
  if (as === "org" && !organizationId) throw AppError.notFound(BOOKING_NOT_FOUND);
  const row = await tx.booking.findFirst({
    where:
      as === "user"
        ? { id: bookingId, userId: caller.id }
        : { id: bookingId, organizationId: organizationId ?? undefined },
    select: { id: true },
  });
  if (!row) throw AppError.notFound(BOOKING_NOT_FOUND);
  const side: BookingSide = as === "user" ? "customer" : "organization";
  return { id: row.id, side, reader: { side } };
}

/** The booking of dispute `disputeId`, read by an admin, or 404. */
export async function disputedBooking(
  tx: Tx,
  params: { admin: SessionUser; disputeId: string },
): Promise<ThreadBooking> {
  const dispute = await tx.dispute.findUnique({
    where: { id: params.disputeId },
    select: { bookingId: true },
  });
  if (!dispute) throw AppError.notFound(DISPUTE_NOT_FOUND);
  return { id: dispute.bookingId, reader: { side: null, adminId: params.admin.id } };
}
