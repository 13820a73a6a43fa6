// POST /api/v1/org/bookings/:id/dispute/respond: the organization answers a dispute, with coins
// offered back if it wishes.
import { orgDisputesRoutes } from "@/lib/api/registry/org-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { respondToDispute } from "@/lib/server/disputes/respond-dispute";

export const POST = apiRoute(orgDisputesRoutes.respond, async ({ caller, params, body }) =>
  reply(
    await respondToDispute({
      caller: caller.user,
      bookingId: params.id,
      input: body,
    }),
    { message: body.offerCoins === undefined ? "Sent to an admin" : "Offer sent" },
  ),
);
