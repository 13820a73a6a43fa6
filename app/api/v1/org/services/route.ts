// GET /api/v1/org/services: the caller organization's services with their review state.
import { orgServiceRoutes } from "@/lib/api/registry/org-services";
import { apiRoute } from "@/lib/api/route";
import { listOrganizationServices } from "@/lib/server/org-services/manage-services";

export const GET = apiRoute(orgServiceRoutes.list, ({ caller, query }) =>
  listOrganizationServices(caller.user, query),
);
