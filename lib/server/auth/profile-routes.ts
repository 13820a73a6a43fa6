// GET/PUT of the caller's profile, shared by /api/v1/auth/profile and /api/v1/users/profile.
import { apiRoute } from "@/lib/api/route";
import { profileUpdateSchema } from "@/lib/validations/auth";
import { getProfile, updateProfile } from "./profile";

export const profileRoutes = {
  GET: apiRoute({ auth: "signed-in", allowUnverified: true }, ({ caller }) =>
    getProfile(caller.user.id),
  ),
  PUT: apiRoute(
    { auth: "signed-in", allowUnverified: true, body: profileUpdateSchema },
    ({ caller, body }) => updateProfile(caller.user.id, body),
  ),
};
