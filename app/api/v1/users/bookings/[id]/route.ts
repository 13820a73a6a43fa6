// GET /api/v1/users/bookings/:id: one of the caller's bookings.
import { apiRoute } from "@/lib/api/route";
import { getUserBooking } from "@/lib/server/bookings/list-bookings";
import { idParams } from "@/lib/validations/bookings";

export const GET = apiRoute({ auth: ["user"], params: idParams }, ({ caller, params }) =>
  getUserBooking(caller.user, params.id),
);
