// POST /api/v1/admin/conversions/approve: approve several pending requests, each on its own.
import { adminConversionsRoutes } from "@/lib/api/registry/admin-conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { CONVERSION_APPROVED_TITLE } from "@/lib/conversions/admin-messages";
import { bulkApproveConversions } from "@/lib/server/conversions/bulk-approve";

export const POST = apiRoute(
  adminConversionsRoutes.approveMany,
  async ({ caller, body, client }) => {
    const outcome = await bulkApproveConversions(caller.user, body.ids, {
      ip: client.address,
    });
    return reply(outcome, outcome.approved > 0 ? { message: CONVERSION_APPROVED_TITLE } : {});
  },
);
