// POST /api/v1/org/bookings/:id/deliver: the organization delivers (a message and files); the
// coins stay in escrow until the customer accepts, or the acceptance window ends.
import { orgBookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { deliverBooking } from "@/lib/server/bookings/deliver-booking";

export const POST = apiRoute(orgBookingRoutes.deliver, async ({ caller, params, body, client }) =>
  reply(
    await deliverBooking({
      caller: caller.user,
      bookingId: params.id,
      delivery: body,
      origin: client.origin,
    }),
    { message: "Delivered" },
  ),
);
