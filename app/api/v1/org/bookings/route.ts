// GET /api/v1/org/bookings: bookings of the caller organization's services.
import { apiRoute } from "@/lib/api/route";
import { listOrganizationBookings } from "@/lib/server/bookings/list-bookings";
import { bookingListQuery } from "@/lib/validations/bookings";

export const GET = apiRoute({ auth: ["org"], query: bookingListQuery }, ({ caller, query }) =>
  listOrganizationBookings(caller.user, query),
);
