// POST /api/v1/admin/services/:id/deactivate: take an active service out of the catalogue.
import { adminServicesRoutes } from "@/lib/api/registry/admin-services";
import { apiRoute, reply } from "@/lib/api/route";
import { adminSetServiceListed } from "@/modules/services/server/admin-manage-services";

export const POST = apiRoute(adminServicesRoutes.deactivate, async ({ caller, params }) =>
  reply(await adminSetServiceListed(caller, params.id, false), {
    message: "Service Status Updated",
  }),
);
