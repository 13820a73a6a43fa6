// POST /api/v1/org/bookings/:id/cancel: the organization cancels an active booking; the user
// gets every coin back.
import { orgBookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";
import { requestContext } from "@/lib/server/http/request-context";

export const POST = apiRoute(orgBookingRoutes.cancel, async ({ request, caller, params }) =>
  reply(await cancelBooking(caller.user, params.id, "org", requestContext(request).origin), {
    message: "Booking cancelled",
  }),
);
