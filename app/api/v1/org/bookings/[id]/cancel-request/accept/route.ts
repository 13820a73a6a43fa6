// POST /api/v1/org/bookings/:id/cancel-request/accept: the organization accepts the customer's
// request to cancel; every coin goes back to them.
import { orgBookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { answerCancellation } from "@/lib/server/bookings/cancel-request";

export const POST = apiRoute(
  orgBookingRoutes.acceptCancelRequest,
  async ({ caller, params, client }) =>
    reply(
      await answerCancellation({
        caller: caller.user,
        bookingId: params.id,
        answer: { accept: true },
        origin: client.origin,
      }),
      { message: "Booking cancelled" },
    ),
);
