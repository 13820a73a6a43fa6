// POST /api/v1/services/:id/activate: list an approved service again.
import { orgServiceRoutes } from "@/lib/api/registry/org-services";
import { apiRoute, reply } from "@/lib/api/route";
import { setServiceListed } from "@/lib/server/org-services/manage-services";

export const POST = apiRoute(orgServiceRoutes.activate, async ({ caller, params }) =>
  reply(await setServiceListed(caller.user, params.id, true), {
    message: "Service Status Updated",
  }),
);
