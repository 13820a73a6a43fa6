// POST /api/v1/org/bookings/:id/complete: delivered; the escrowed coins become earnings.
import { apiRoute, reply } from "@/lib/api/route";
import { completeBooking } from "@/lib/server/bookings/settle-booking";
import { idParams } from "@/lib/validations/bookings";

export const POST = apiRoute({ auth: ["org"], params: idParams }, async ({ caller, params }) =>
  reply(await completeBooking(caller.user, params.id), { message: "Booking completed" }),
);
