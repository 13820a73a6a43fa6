// POST /api/v1/users/bookings/:id/cancel-request: after the free 24 hours and before a delivery,
// the customer asks the organization to cancel, with a reason.
import { bookingsRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { requestCancellation } from "@/lib/server/bookings/cancel-request";

export const POST = apiRoute(bookingsRoutes.cancelRequest, async ({ caller, params, body }) =>
  reply(
    await requestCancellation({
      caller: caller.user,
      bookingId: params.id,
      reason: body.reason,
    }),
    { message: "Cancellation requested" },
  ),
);
