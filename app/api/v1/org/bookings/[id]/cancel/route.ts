// POST /api/v1/org/bookings/:id/cancel: the organization cancels an active booking; the user
// gets every coin back.
import { orgBookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";

export const POST = apiRoute(orgBookingRoutes.cancel, async ({ caller, params, client }) =>
  reply(await cancelBooking(caller.user, params.id, "org", client.origin), {
    message: "Booking cancelled",
  }),
);
