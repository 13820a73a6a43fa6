// A dispute's row lock, always taken after its booking's (lib/server/bookings/lock-booking.ts):
// every step of a dispute locks the booking row first, then the dispute, and checks the state it
// finds, so two admins deciding, an offer accepted while an admin decides, or the sweep escalating
// while the organization answers, end in exactly one outcome, in one order (no deadlock).
import "server-only";
import type { DisputeStatus } from "@/generated/prisma/enums";
import { AppError } from "@/lib/errors/app-error";
import type { LockedBooking } from "@/lib/server/bookings/lock-booking";
import type { Tx } from "@/lib/server/ledger/types";
import { DISPUTE_RESOLVED, NO_DISPUTE, NOT_IN_DISPUTE } from "./dispute-rules";

export interface LockedDispute {
  id: string;
  bookingId: string;
  status: DisputeStatus;
  respondBy: Date;
  offerCoins: number | null;
}

/** The booking's dispute, locked; the caller holds the booking's lock already. */
export async function lockDisputeOf(tx: Tx, bookingId: string): Promise<LockedDispute | null> {
  const [row] = await tx.$queryRaw<LockedDispute[]>`
    SELECT "id", "bookingId", "status"::text AS "status", "respondBy", "offerCoins"
    FROM "Dispute" WHERE "bookingId" = ${bookingId} FOR NO KEY UPDATE`;
  return row ?? null;
}

/**
 * The locked booking's dispute, locked, still open: 404 when the booking has none, 409 when it is
 * resolved (or its booking was settled another way: an admin's suspension of the organization).
 */
export async function lockOpenDispute(tx: Tx, booking: LockedBooking): Promise<LockedDispute> {
  const dispute = await lockDisputeOf(tx, booking.id);
  if (!dispute) throw AppError.notFound(NO_DISPUTE);
  if (dispute.status === "resolved") throw AppError.conflict(DISPUTE_RESOLVED);
  if (booking.status !== "disputed") throw AppError.conflict(NOT_IN_DISPUTE);
  return dispute;
}
