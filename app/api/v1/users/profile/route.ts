// GET /api/v1/users/profile: the signed-in account. PUT: change the display name.
import { usersRoutes } from "@/lib/api/registry/users";
import { apiRoute } from "@/lib/api/route";
import { getProfile, updateProfile } from "@/lib/server/auth/profile";

export const GET = apiRoute(usersRoutes.profile, ({ caller }) => getProfile(caller.user.id));

export const PUT = apiRoute(usersRoutes.profileUpdate, ({ caller, body }) =>
  updateProfile(caller.user.id, body),
);
