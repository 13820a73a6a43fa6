// POST /api/v1/org/bookings/:id/cancel-request/accept: the organization accepts the customer's
// request to cancel; every coin goes back to them.
import { orgBookingsRoutes } from "@/lib/api/registry/org-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { answerCancellation } from "@/lib/server/bookings/cancel-request";

export const POST = apiRoute(orgBookingsRoutes.acceptCancelRequest, async ({ caller, params }) =>
  reply(
    await answerCancellation({
      caller: caller.user,
      bookingId: params.id,
      answer: { accept: true },
    }),
    { message: "Booking cancelled" },
  ),
);
