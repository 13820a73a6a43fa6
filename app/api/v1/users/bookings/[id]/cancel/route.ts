// POST /api/v1/users/bookings/:id/cancel: cancel within 24 hours of booking; every coin back.
import { apiRoute, reply } from "@/lib/api/route";
import { cancelBooking } from "@/lib/server/bookings/settle-booking";
import { requestContext } from "@/lib/server/http/request-context";
import { idParams } from "@/lib/validations/bookings";

export const POST = apiRoute(
  { auth: ["user"], params: idParams },
  async ({ request, caller, params }) =>
    reply(await cancelBooking(caller.user, params.id, "user", requestContext(request).origin), {
      message: "Booking cancelled",
    }),
);
