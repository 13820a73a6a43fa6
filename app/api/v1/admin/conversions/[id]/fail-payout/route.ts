// POST /api/v1/admin/conversions/:id/fail-payout: an admin marks a processing payout failed (its
// coins go back to the organization's earnings).
import { adminConversionsRoutes } from "@/lib/api/registry/admin-conversions";
import { failPayoutHandler } from "@/lib/api/payout-outcome-handler";
import { apiRoute } from "@/lib/api/route";

export const POST = apiRoute(adminConversionsRoutes.failPayout, failPayoutHandler);
