// POST /api/v1/org/bookings/:id/cancel-request/decline: the organization declines the customer's
// request to cancel, with its reason; the coins stay in escrow.
import { orgBookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { answerCancellation } from "@/lib/server/bookings/cancel-request";

export const POST = apiRoute(
  orgBookingRoutes.declineCancelRequest,
  async ({ caller, params, body, client }) =>
    reply(
      await answerCancellation({
        caller: caller.user,
        bookingId: params.id,
        answer: { accept: false, reason: body.reason },
        origin: client.origin,
      }),
      { message: "Request declined" },
    ),
);
