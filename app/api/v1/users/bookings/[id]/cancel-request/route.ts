// POST /api/v1/users/bookings/:id/cancel-request: after the free 24 hours and before a delivery,
// the customer asks the organization to cancel, with a reason.
import { bookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { requestCancellation } from "@/lib/server/bookings/cancel-request";

export const POST = apiRoute(
  bookingRoutes.cancelRequest,
  async ({ caller, params, body, client }) =>
    reply(
      await requestCancellation({
        caller: caller.user,
        bookingId: params.id,
        reason: body.reason,
        origin: client.origin,
      }),
      { message: "Cancellation requested" },
    ),
);
