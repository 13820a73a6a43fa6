// POST /api/v1/org/bookings/:id/deliver: the organization delivers (a message and files); the
// coins stay in escrow until the customer accepts, or the acceptance window ends.
import { orgBookingsRoutes } from "@/lib/api/registry/org-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { deliverBooking } from "@/lib/server/bookings/deliver-booking";

export const POST = apiRoute(orgBookingsRoutes.deliver, async ({ caller, params, body }) =>
  reply(
    await deliverBooking({
      caller: caller.user,
      bookingId: params.id,
      delivery: body,
    }),
    { message: "Delivered" },
  ),
);
