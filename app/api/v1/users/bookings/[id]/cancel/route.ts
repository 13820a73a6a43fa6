// POST /api/v1/users/bookings/:id/cancel: cancel within 24 hours of booking; every coin back.
import { bookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";
import { requestContext } from "@/lib/server/http/request-context";

export const POST = apiRoute(bookingRoutes.cancel, async ({ request, caller, params }) =>
  reply(await cancelBooking(caller.user, params.id, "user", requestContext(request).origin), {
    message: "Booking cancelled",
  }),
);
