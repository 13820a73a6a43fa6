// GET /api/v1/users/bookings: the caller's bookings (filter by status), newest first, paged.
import { apiRoute } from "@/lib/api/route";
import { listUserBookings } from "@/lib/server/bookings/list-bookings";
import { bookingListQuery } from "@/lib/validations/bookings";

export const GET = apiRoute({ auth: ["user"], query: bookingListQuery }, ({ caller, query }) =>
  listUserBookings(caller.user, query),
);
