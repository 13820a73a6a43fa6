// POST /api/v1/users/bookings/:id/dispute/accept-offer: the customer accepts the organization's
// offer; the dispute ends (a refund, or a split).
import { disputesRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { acceptOffer } from "@/lib/server/disputes/customer-steps";

export const POST = apiRoute(disputesRoutes.acceptOffer, async ({ caller, params }) =>
  reply(await acceptOffer({ caller: caller.user, bookingId: params.id }), {
    message: "Offer accepted",
  }),
);
