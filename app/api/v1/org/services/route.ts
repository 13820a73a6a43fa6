// GET /api/v1/org/services: the caller organization's services with their review state.
import { orgDashboardRoutes } from "@/lib/api/registry/org";
import { apiRoute } from "@/lib/api/route";
import { listOrganizationServices } from "@/modules/services/server/manage-services";

export const GET = apiRoute(orgDashboardRoutes.services, ({ caller, query }) =>
  listOrganizationServices(caller.user, query),
);
