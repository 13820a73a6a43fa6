// A customer reads the dispute of their own booking, an organization that of a booking of its
// own; anyone else's answers the same 404 as none.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { DisputeView } from "@/lib/bookings/booking-types";
import type { SessionUser } from "@/lib/auth/session-user";
import { organizationOf } from "@/lib/server/bookings/lock-booking";
import { db } from "@/lib/server/db/client";
import { NO_DISPUTE } from "./dispute-rules";
import { DISPUTE_SELECT, toDisputeView } from "./dispute-view";

export async function readOwnDispute(params: {
  caller: SessionUser;
  bookingId: string;
  as: "user" | "org";
}): Promise<DisputeView> {
  const { caller, bookingId, as } = params;
  const organizationId = organizationOf(caller);
  if (as === "org" && !organizationId) throw AppError.notFound(NO_DISPUTE);
  const row = await db().dispute.findFirst({
    where: {
      bookingId,
      booking: as === "user" ? { userId: caller.id } : { organizationId: organizationId ?? "" },
    },
    select: DISPUTE_SELECT,
  });
  if (!row) throw AppError.notFound(NO_DISPUTE);
  return toDisputeView(row);
}
