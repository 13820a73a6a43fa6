// GET /api/v1/admin/users/export: the filtered accounts as a CSV download (admin only).
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute } from "@/lib/api/route";
import { csvResponse } from "@/lib/csv";
import { exportAdminUsers } from "@/lib/server/admin/list-users";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminUsersRoutes.export, async ({ query }) =>
  csvResponse("users", await exportAdminUsers(query)),
);
