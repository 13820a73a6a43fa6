// POST /api/v1/users/bookings/:id/dispute/escalate: the customer declines the offer; an admin
// decides.
import { disputeRoutes } from "@/lib/api/registry/disputes";
import { apiRoute, reply } from "@/lib/api/route";
import { declineOffer } from "@/lib/server/disputes/customer-steps";

export const POST = apiRoute(disputeRoutes.declineOffer, async ({ caller, params, client }) =>
  reply(await declineOffer({ caller: caller.user, bookingId: params.id, origin: client.origin }), {
    message: "Sent to an admin",
  }),
);
