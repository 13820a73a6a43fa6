// GET /api/v1/users/profile: the signed-in account. PUT: change the display name.
import { authRoutes } from "@/lib/api/registry/auth";
import { apiRoute } from "@/lib/api/route";
import { getProfile, updateProfile } from "@/lib/server/auth/profile";

export const GET = apiRoute(authRoutes.userProfile, ({ caller }) => getProfile(caller.user.id));

export const PUT = apiRoute(authRoutes.userProfileUpdate, ({ caller, body }) =>
  updateProfile(caller.user.id, body),
);
