// GET /api/v1/orgs/{id}: an organization's public page (404 when unknown or suspended).
import { orgsRoutes } from "@/lib/api/registry/orgs";
import { apiRoute } from "@/lib/api/route";
import { getPublicOrganization } from "@/lib/server/organizations/public-organization";

export const GET = apiRoute(orgsRoutes.read, ({ params }) => getPublicOrganization(params.id));
