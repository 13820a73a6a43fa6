// POST /api/v1/users/bookings/:id/accept: the customer accepts the delivery; the escrow goes to
// the organization, less the commission.
import { bookingsRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { acceptDelivery } from "@/lib/server/bookings/accept-delivery";

export const POST = apiRoute(bookingsRoutes.accept, async ({ caller, params }) =>
  reply(await acceptDelivery({ caller: caller.user, bookingId: params.id }), {
    message: "Delivery accepted",
  }),
);
