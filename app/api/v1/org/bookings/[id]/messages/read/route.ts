// POST /api/v1/org/bookings/:id/messages/read: the organization has read the booking's thread up to now.
import { orgBookingsRoutes } from "@/lib/api/registry/org-bookings";
import { apiRoute } from "@/lib/api/route";
import { markThreadRead } from "@/lib/server/messages/thread-reads";

export const POST = apiRoute(orgBookingsRoutes.readMessages, ({ caller, params }) =>
  markThreadRead({ caller: caller.user, bookingId: params.id, as: "org" }),
);
