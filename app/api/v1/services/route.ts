// GET /api/v1/services: the catalogue (search, category, sort, cursor), with the category counts,
// statistics of the filtered list and, for a signed-in user, their balance and booked services.
import { catalogRoutes } from "@/lib/api/registry/catalog";
import { apiRoute } from "@/lib/api/route";
import { searchServices } from "@/lib/server/catalog/search-services";
import { catalogViewer } from "@/lib/server/catalog/viewer";

export const GET = apiRoute(catalogRoutes.services, async ({ caller, query }) => {
  const [page, viewer] = await Promise.all([
    searchServices(query),
    catalogViewer(caller?.user ?? null),
  ]);
  return { ...page, viewer };
});
