// POST /api/v1/admin/conversions/:id/confirm-payout: an admin records a processing payout as sent
// (its transfer reference and the day, a day in the admin's time zone).
import { adminConversionsRoutes } from "@/lib/api/registry/admin-conversions";
import { confirmPayoutHandler } from "@/lib/api/payout-outcome-handler";
import { apiRoute } from "@/lib/api/route";

export const POST = apiRoute(adminConversionsRoutes.confirmPayout, confirmPayoutHandler);
