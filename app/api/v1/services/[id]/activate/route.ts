// POST /api/v1/services/:id/activate: list an approved service again.
import { orgServicesRoutes } from "@/lib/api/registry/services";
import { apiRoute, reply } from "@/lib/api/route";
import { setServiceListed } from "@/modules/services/server/manage-services";

export const POST = apiRoute(orgServicesRoutes.activate, async ({ caller, params }) =>
  reply(await setServiceListed({ user: caller.user, id: params.id, listed: true }), {
    message: "Service Status Updated",
  }),
);
