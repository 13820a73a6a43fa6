// POST /api/v1/org/bookings/:id/dispute/respond: the organization answers a dispute, with coins
// offered back if it wishes.
import { disputeRoutes } from "@/lib/api/registry/disputes";
import { apiRoute, reply } from "@/lib/api/route";
import { respondToDispute } from "@/lib/server/disputes/respond-dispute";

export const POST = apiRoute(disputeRoutes.respond, async ({ caller, params, body, client }) =>
  reply(
    await respondToDispute({
      caller: caller.user,
      bookingId: params.id,
      input: body,
      origin: client.origin,
    }),
    { message: body.offerCoins === undefined ? "Sent to an admin" : "Offer sent" },
  ),
);
