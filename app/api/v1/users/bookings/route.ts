// GET /api/v1/users/bookings: the caller's bookings (filter by status), newest first, paged.
import { bookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute } from "@/lib/api/route";
import { listUserBookings } from "@/lib/server/bookings/list-bookings";

export const GET = apiRoute(bookingRoutes.list, ({ caller, query }) =>
  listUserBookings(caller.user, query),
);
