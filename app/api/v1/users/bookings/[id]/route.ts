// GET /api/v1/users/bookings/:id: one of the caller's bookings.
import { bookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute } from "@/lib/api/route";
import { getUserBooking } from "@/lib/server/bookings/list-bookings";

export const GET = apiRoute(bookingRoutes.get, ({ caller, params }) =>
  getUserBooking(caller.user, params.id),
);
