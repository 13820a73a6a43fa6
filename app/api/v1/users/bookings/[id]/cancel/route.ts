// POST /api/v1/users/bookings/:id/cancel: cancel within 24 hours of booking; every coin back.
import { bookingsRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";

export const POST = apiRoute(bookingsRoutes.cancel, async ({ caller, params }) =>
  reply(await cancelBooking({ caller: caller.user, bookingId: params.id, as: "user" }), {
    message: "Booking cancelled",
  }),
);
