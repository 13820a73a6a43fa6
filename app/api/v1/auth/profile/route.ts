// GET /api/v1/auth/profile: the signed-in account. PUT: change the display name.
import { profileRoutes } from "@/lib/server/auth/profile-routes";

export const { GET, PUT } = profileRoutes;
