// GET /api/v1/users/bookings/:id: one of the caller's bookings.
import { bookingsRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute } from "@/lib/api/route";
import { getUserBooking } from "@/lib/server/bookings/list-bookings";

export const GET = apiRoute(bookingsRoutes.get, ({ caller, params }) =>
  getUserBooking(caller.user, params.id),
);
