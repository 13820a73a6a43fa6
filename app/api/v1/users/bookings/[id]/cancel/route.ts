// POST /api/v1/users/bookings/:id/cancel: cancel within 24 hours of booking; every coin back.
import { bookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";

export const POST = apiRoute(bookingRoutes.cancel, async ({ caller, params, client }) =>
  reply(await cancelBooking(caller.user, params.id, "user", client.origin), {
    message: "Booking cancelled",
  }),
);
