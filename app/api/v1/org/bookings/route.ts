// GET /api/v1/org/bookings: bookings of the caller organization's services.
import { orgBookingsRoutes } from "@/lib/api/registry/org-bookings";
import { apiRoute } from "@/lib/api/route";
import { listOrganizationBookings } from "@/lib/server/bookings/list-bookings";

export const GET = apiRoute(orgBookingsRoutes.list, ({ caller, query }) =>
  listOrganizationBookings(caller.user, query),
);
