// POST /api/v1/admin/services/:id/activate: list an inactive service again.
import { adminServiceRoutes } from "@/lib/api/registry/admin-services";
import { apiRoute, reply } from "@/lib/api/route";
import { adminSetServiceListed } from "@/lib/server/org-services/admin-manage-services";

export const POST = apiRoute(adminServiceRoutes.activate, async ({ caller, params }) =>
  reply(await adminSetServiceListed(caller, params.id, true), {
    message: "Service Status Updated",
  }),
);
