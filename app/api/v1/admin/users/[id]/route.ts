// GET /api/v1/admin/users/:id: one account's profile, wallet, bookings, payments, sign-ins and
// audit trail (admin only).
import { adminUsersRoutes } from "@/lib/api/registry/admin-users";
import { apiRoute } from "@/lib/api/route";
import { getAdminUserDetail } from "@/lib/server/admin/user-detail";

export const GET = apiRoute(adminUsersRoutes.detail, async ({ params }) =>
  getAdminUserDetail(params.id),
);
