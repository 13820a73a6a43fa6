// GET /api/v1/admin/services: every service, searched and filtered, newest first.
import { adminServicesRoutes } from "@/lib/api/registry/admin-services";
import { apiRoute } from "@/lib/api/route";
import { listAdminServices } from "@/modules/services/server/admin-list-services";

export const GET = apiRoute(adminServicesRoutes.list, ({ query }) => listAdminServices(query));
