// GET /api/v1/users/:id: an account, for itself or an admin.
import { usersRoutes } from "@/lib/api/registry/users";
import { apiRoute } from "@/lib/api/route";
import { getUserForCaller } from "@/lib/server/auth/profile";

export const GET = apiRoute(usersRoutes.user, ({ caller, params }) =>
  getUserForCaller(caller, params.id),
);
