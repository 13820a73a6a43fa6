// POST /api/v1/users/bookings/:id/dispute/withdraw: the customer withdraws the dispute; the
// organization is paid.
import { disputeRoutes } from "@/lib/api/registry/disputes";
import { apiRoute, reply } from "@/lib/api/route";
import { withdrawDispute } from "@/lib/server/disputes/customer-steps";

export const POST = apiRoute(disputeRoutes.withdraw, async ({ caller, params, client }) =>
  reply(
    await withdrawDispute({ caller: caller.user, bookingId: params.id, origin: client.origin }),
    { message: "Dispute withdrawn" },
  ),
);
