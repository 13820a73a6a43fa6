// POST /api/v1/users/bookings/:id/dispute/escalate: the customer declines the offer; an admin
// decides.
import { disputesRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { declineOffer } from "@/lib/server/disputes/customer-steps";

export const POST = apiRoute(disputesRoutes.declineOffer, async ({ caller, params }) =>
  reply(await declineOffer({ caller: caller.user, bookingId: params.id }), {
    message: "Sent to an admin",
  }),
);
