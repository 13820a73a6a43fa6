// POST /api/v1/users/bookings/:id/accept: the customer accepts the delivery; the escrow goes to
// the organization, less the commission.
import { bookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { acceptDelivery } from "@/lib/server/bookings/accept-delivery";

export const POST = apiRoute(bookingRoutes.accept, async ({ caller, params, client }) =>
  reply(
    await acceptDelivery({ caller: caller.user, bookingId: params.id, origin: client.origin }),
    { message: "Delivery accepted" },
  ),
);
