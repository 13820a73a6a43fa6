// POST /api/v1/admin/services/:id/deactivate: take an active service out of the catalogue.
import { adminServiceRoutes } from "@/lib/api/registry/admin-services";
import { apiRoute, reply } from "@/lib/api/route";
import { adminSetServiceListed } from "@/lib/server/org-services/admin-manage-services";

export const POST = apiRoute(adminServiceRoutes.deactivate, async ({ caller, params }) =>
  reply(await adminSetServiceListed(caller, params.id, false), {
    message: "Service Status Updated",
  }),
);
