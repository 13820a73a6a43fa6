// POST /api/v1/admin/services/:id/activate: list an inactive service again.
import { adminServicesRoutes } from "@/lib/api/registry/admin-services";
import { apiRoute, reply } from "@/lib/api/route";
import { adminSetServiceListed } from "@/modules/services/server/admin-manage-services";

export const POST = apiRoute(adminServicesRoutes.activate, async ({ caller, params }) =>
  reply(await adminSetServiceListed(caller, params.id, true), {
    message: "Service Status Updated",
  }),
);
