// POST /api/v1/org/bookings/:id/complete: delivered; the escrowed coins become earnings and the
// customer is mailed a link to rate the service.
import { orgBookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { completeBooking } from "@/lib/server/bookings/settle-booking";

export const POST = apiRoute(orgBookingRoutes.complete, async ({ caller, params, client }) =>
  reply(await completeBooking(caller.user, params.id, client.origin), {
    message: "Booking completed",
  }),
);
