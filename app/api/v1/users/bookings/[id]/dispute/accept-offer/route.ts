// POST /api/v1/users/bookings/:id/dispute/accept-offer: the customer accepts the organization's
// offer; the dispute ends (a refund, or a split).
import { disputeRoutes } from "@/lib/api/registry/disputes";
import { apiRoute, reply } from "@/lib/api/route";
import { acceptOffer } from "@/lib/server/disputes/customer-steps";

export const POST = apiRoute(disputeRoutes.acceptOffer, async ({ caller, params, client }) =>
  reply(await acceptOffer({ caller: caller.user, bookingId: params.id, origin: client.origin }), {
    message: "Offer accepted",
  }),
);
