// What the feedback page (/feedback) may offer a signed-in user: the booking a review would be
// for, found exactly as submitReview finds it (the caller's own, not cancelled, the one named or
// else the newest), so the page shows a form only when sending it can succeed.
import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { shownStatus } from "@/lib/bookings/booking-status";
import { db } from "@/lib/server/db/client";
import { NOT_A_BOOKER } from "./submit-review";

export type FeedbackTarget =
  /** The link names no service. */
  | { state: "no-service" }
  /** Nothing of the caller's to review: no such service, no booking of it, or it was cancelled. */
  | { state: "not-a-booker"; message: string }
  | {
      state: "ready";
      serviceId: string;
      /** The title the service was booked under. */
      serviceTitle: string;
      bookingId: string;
      bookingReference: string;
      /** Completed: a review counts at once. Before that it is held until delivery. */
      delivered: boolean;
      /** Who delivers it: named when a review is held until they do. */
      organizationName: string;
      /** The caller's earlier review of this booking: sending again edits it. */
      review: { rating: number; comment: string | null } | null;
    };

export async function getFeedbackTarget(
  user: SessionUser,
  serviceId: string | undefined,
  bookingId: string | undefined,
): Promise<FeedbackTarget> {
  if (!serviceId) return { state: "no-service" };
  const booking = await db().booking.findFirst({
    where: {
      serviceId,
      userId: user.id,
      status: { not: "cancelled" },
      ...(bookingId ? { id: bookingId } : {}),
    },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      reference: true,
      serviceTitle: true,
      status: true,
      dueAt: true,
      acceptBy: true,
      completion: true,
      cancelledAt: true,
      refundReason: true,
      completedAt: true,
      organization: { select: { name: true } },
      review: { select: { rating: true, comment: true } },
    },
  });
  if (!booking) return { state: "not-a-booker", message: NOT_A_BOOKER };
  return {
    state: "ready",
    serviceId,
    serviceTitle: booking.serviceTitle,
    bookingId: booking.id,
    bookingReference: booking.reference,
    // Delivered once its expiry has passed, settled by the sweep or not.
    delivered: shownStatus(booking, Date.now()).status === "completed",
    organizationName: booking.organization.name,
    review: booking.review,
  };
}
