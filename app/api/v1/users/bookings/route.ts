// GET /api/v1/users/bookings: the caller's bookings (filter by status), newest first, paged.
import { bookingsRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute } from "@/lib/api/route";
import { listUserBookings } from "@/lib/server/bookings/list-bookings";

export const GET = apiRoute(bookingsRoutes.list, ({ caller, query }) =>
  listUserBookings(caller.user, query),
);
