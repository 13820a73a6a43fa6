// POST /api/v1/users/bookings/:id/dispute: the customer opens a dispute of their booking (the coins
// stay in escrow); GET: reads it.
import { disputesRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { openDispute } from "@/lib/server/disputes/open-dispute";
import { readOwnDispute } from "@/lib/server/disputes/read-dispute";

export const dynamic = "force-dynamic";

export const POST = apiRoute(disputesRoutes.open, async ({ caller, params, body }) =>
  reply(
    await openDispute({
      caller: caller.user,
      bookingId: params.id,
      input: body,
    }),
    { status: 201, message: "Dispute opened" },
  ),
);

export const GET = apiRoute(disputesRoutes.read, ({ caller, params }) =>
  readOwnDispute({ caller: caller.user, bookingId: params.id, as: "user" }),
);
