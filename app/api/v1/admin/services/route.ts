// GET /api/v1/admin/services: every service, searched and filtered, newest first.
import { adminServiceRoutes } from "@/lib/api/registry/admin-services";
import { apiRoute } from "@/lib/api/route";
import { listAdminServices } from "@/lib/server/org-services/admin-list-services";

export const GET = apiRoute(adminServiceRoutes.list, ({ query }) => listAdminServices(query));
