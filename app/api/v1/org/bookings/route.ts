// GET /api/v1/org/bookings: bookings of the caller organization's services.
import { orgBookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute } from "@/lib/api/route";
import { listOrganizationBookings } from "@/lib/server/bookings/list-bookings";

export const GET = apiRoute(orgBookingRoutes.list, ({ caller, query }) =>
  listOrganizationBookings(caller.user, query),
);
