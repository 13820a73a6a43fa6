// GET /api/v1/admin/conversions/:id/payout: a request's full payout details, audited.
import { adminConversionsRoutes } from "@/lib/api/registry/admin-conversions";
import { apiRoute } from "@/lib/api/route";
import { revealPayout } from "@/lib/server/conversions/reveal-payout";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminConversionsRoutes.payout, ({ caller, params }) =>
  revealPayout(caller.user, params.id),
);
