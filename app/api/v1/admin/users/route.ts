// GET /api/v1/admin/users: accounts searched by name or email, filtered by role and status,
// newest first by a cursor (admin only).
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute } from "@/lib/api/route";
import { listAdminUsers } from "@/lib/server/admin/list-users";

export const GET = apiRoute(adminUsersRoutes.list, async ({ query }) => listAdminUsers(query));
