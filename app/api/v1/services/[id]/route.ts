// GET /api/v1/services/:id: a live service with its latest reviews.
// PUT: its organization edits it. DELETE: its organization (or an admin) deletes it.
import { catalogRoutes, orgServicesRoutes } from "@/lib/api/registry/services";
import { apiRoute, reply } from "@/lib/api/route";
import { getService } from "@/modules/catalog/server/get-service";
import {
  deleteService,
  updateOrganizationService,
} from "@/modules/services/server/manage-services";

export const GET = apiRoute(catalogRoutes.service, ({ params }) => getService(params.id));

export const PUT = apiRoute(orgServicesRoutes.update, async ({ caller, params, body }) =>
  reply(await updateOrganizationService(caller.user, params.id, body), {
    message: "Service Updated",
  }),
);

export const DELETE = apiRoute(orgServicesRoutes.remove, async ({ caller, params }) => {
  await deleteService(caller.user, params.id);
  return reply(null, { message: "Service Deleted" });
});
