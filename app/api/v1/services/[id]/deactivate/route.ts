// POST /api/v1/services/:id/deactivate: take an approved service out of the catalogue for now.
import { orgServiceRoutes } from "@/lib/api/registry/org-services";
import { apiRoute, reply } from "@/lib/api/route";
import { setServiceListed } from "@/lib/server/org-services/manage-services";

export const POST = apiRoute(orgServiceRoutes.deactivate, async ({ caller, params }) =>
  reply(await setServiceListed(caller.user, params.id, false), {
    message: "Service Status Updated",
  }),
);
