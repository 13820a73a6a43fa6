// GET /api/v1/services/:id: a live service with its latest reviews.
import { catalogRoutes } from "@/lib/api/registry/catalog";
import { apiRoute } from "@/lib/api/route";
import { getService } from "@/lib/server/catalog/get-service";

export const GET = apiRoute(catalogRoutes.service, ({ params }) => getService(params.id));
