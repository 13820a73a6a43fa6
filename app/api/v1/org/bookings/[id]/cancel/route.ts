// POST /api/v1/org/bookings/:id/cancel: the organization cancels an active booking; the user
// gets every coin back.
import { orgBookingsRoutes } from "@/lib/api/registry/org-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";

export const POST = apiRoute(orgBookingsRoutes.cancel, async ({ caller, params }) =>
  reply(await cancelBooking({ caller: caller.user, bookingId: params.id, as: "org" }), {
    message: "Booking cancelled",
  }),
);
