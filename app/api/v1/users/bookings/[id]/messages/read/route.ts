// POST /api/v1/users/bookings/:id/messages/read: the customer has read the booking's thread up to now.
import { bookingsRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute } from "@/lib/api/route";
import { markThreadRead } from "@/lib/server/messages/thread-reads";

export const POST = apiRoute(bookingsRoutes.readMessages, ({ caller, params }) =>
  markThreadRead({ caller: caller.user, bookingId: params.id, as: "user" }),
);
