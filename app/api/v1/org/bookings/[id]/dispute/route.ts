// GET /api/v1/org/bookings/:id/dispute: the dispute of a booking of the organization's.
import { orgDisputesRoutes } from "@/lib/api/registry/org-bookings";
import { apiRoute } from "@/lib/api/route";
import { readOwnDispute } from "@/lib/server/disputes/read-dispute";

export const dynamic = "force-dynamic";

export const GET = apiRoute(orgDisputesRoutes.read, ({ caller, params }) =>
  readOwnDispute({ caller: caller.user, bookingId: params.id, as: "org" }),
);
