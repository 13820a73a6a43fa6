// POST /api/v1/services/:id/deactivate: take an approved service out of the catalogue for now.
import { orgServicesRoutes } from "@/lib/api/registry/services";
import { apiRoute, reply } from "@/lib/api/route";
import { setServiceListed } from "@/modules/services/server/manage-services";

export const POST = apiRoute(orgServicesRoutes.deactivate, async ({ caller, params }) =>
  reply(await setServiceListed({ user: caller.user, id: params.id, listed: false }), {
    message: "Service Status Updated",
  }),
);
