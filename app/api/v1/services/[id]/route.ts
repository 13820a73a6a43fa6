// GET /api/v1/services/:id: a live service with its latest reviews.
// PUT: its organization edits it. DELETE: its organization (or an admin) deletes it.
import { catalogRoutes } from "@/lib/api/registry/catalog";
import { orgServiceRoutes } from "@/lib/api/registry/org-services";
import { apiRoute, reply } from "@/lib/api/route";
import { getService } from "@/lib/server/catalog/get-service";
import {
  deleteService,
  updateOrganizationService,
} from "@/lib/server/org-services/manage-services";

export const GET = apiRoute(catalogRoutes.service, ({ params }) => getService(params.id));

export const PUT = apiRoute(orgServiceRoutes.update, async ({ caller, params, body }) =>
  reply(await updateOrganizationService(caller.user, params.id, body), {
    message: "Service Updated",
  }),
);

export const DELETE = apiRoute(orgServiceRoutes.remove, async ({ caller, params }) => {
  await deleteService(caller.user, params.id);
  return reply(null, { message: "Service Deleted" });
});
