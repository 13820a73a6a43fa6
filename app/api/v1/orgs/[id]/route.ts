// GET /api/v1/orgs/{id}: an organization's public page (404 when unknown or suspended).
import { orgProfileRoutes } from "@/lib/api/registry/org-profile";
import { apiRoute } from "@/lib/api/route";
import { getPublicOrganization } from "@/lib/server/organizations/public-organization";

export const GET = apiRoute(orgProfileRoutes.publicPage, ({ params }) =>
  getPublicOrganization(params.id),
);
