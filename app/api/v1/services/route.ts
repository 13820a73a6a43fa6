// GET /api/v1/services: the catalogue (search, category, sort, cursor), with the category counts,
// statistics of the filtered list and, for a signed-in user, their balance and booked services.
// POST: an organization offers a service; it waits for an admin's review.
import { catalogRoutes, orgServicesRoutes } from "@/lib/api/registry/services";
import { apiRoute, reply } from "@/lib/api/route";
import { createOrganizationService } from "@/modules/services/server/manage-services";
import { searchServices } from "@/modules/catalog/server/search-services";
import { catalogViewer } from "@/modules/catalog/server/viewer";

export const GET = apiRoute(catalogRoutes.services, async ({ caller, query }) => {
  const [page, viewer] = await Promise.all([
    searchServices(query),
    catalogViewer(caller?.user ?? null),
  ]);
  return { ...page, viewer };
});

export const POST = apiRoute(orgServicesRoutes.create, async ({ caller, body }) =>
  reply(await createOrganizationService(caller.user, body), {
    status: 201,
    message: "Service Created",
  }),
);
