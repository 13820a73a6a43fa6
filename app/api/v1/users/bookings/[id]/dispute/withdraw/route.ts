// POST /api/v1/users/bookings/:id/dispute/withdraw: the customer withdraws the dispute; the
// organization is paid.
import { disputesRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { withdrawDispute } from "@/lib/server/disputes/customer-steps";

export const POST = apiRoute(disputesRoutes.withdraw, async ({ caller, params }) =>
  reply(await withdrawDispute({ caller: caller.user, bookingId: params.id }), {
    message: "Dispute withdrawn",
  }),
);
