// POST /api/v1/org/bookings/:id/cancel-request/decline: the organization declines the customer's
// request to cancel, with its reason; the coins stay in escrow.
import { orgBookingsRoutes } from "@/lib/api/registry/org-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { answerCancellation } from "@/lib/server/bookings/cancel-request";

export const POST = apiRoute(
  orgBookingsRoutes.declineCancelRequest,
  async ({ caller, params, body }) =>
    reply(
      await answerCancellation({
        caller: caller.user,
        bookingId: params.id,
        answer: { accept: false, reason: body.reason },
      }),
      { message: "Request declined" },
    ),
);
