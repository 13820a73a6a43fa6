// What the payment page (/payment) needs about the service a link names, for a signed-in account:
// the live service with the database's title and price (a link's query only says what it was
// made with) and the caller's own active booking of it, so the page can say "already booked"
// before anyone presses Pay.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import type { PaymentCheckout, PaymentService } from "@/lib/payments/payment-types";
import { shownOpenWhere } from "@/lib/server/bookings/shown-status";
import { db } from "@/lib/server/db/client";
import { getService } from "./get-service";

async function liveService(serviceId: string): Promise<PaymentService | null> {
  try {
    const service = await getService(serviceId);
    return {
      id: service.id,
      title: service.title,
      price: service.price,
      organizationId: service.organizationId,
      organizationName: service.organizationName,
      duration: service.duration,
      questions: service.questions,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/** For a signed-out visitor (null) too: the order is shown before signing in. */
export async function getPaymentCheckout(
  user: SessionUser | null,
  serviceId: string | undefined,
): Promise<PaymentCheckout> {
  const service = serviceId ? await liveService(serviceId) : null;
  if (!service || user?.role !== "user") return { service, activeBooking: null };

  // Like every read of one's bookings: one that time has decided (refunded past its due date, or
  // completed at the end of its acceptance window) no longer counts as open, settled by the sweep
  // or not (booking it again settles it first: create-booking.ts).
  const booking = await db().booking.findFirst({
    where: {
      AND: [{ userId: user.id, serviceId: service.id }, shownOpenWhere(new Date())],
    },
    orderBy: { createdAt: "desc" },
    select: { id: true, reference: true },
  });
  return { service, activeBooking: booking };
}
