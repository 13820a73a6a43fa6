// The auth routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { authRoutes } from "../registry/auth";
import { endpoint } from "../endpoint";

export const register = endpoint<typeof authRoutes.register>("POST", "/api/v1/auth/register");
export const login = endpoint<typeof authRoutes.login>("POST", "/api/v1/auth/login");
export const logout = endpoint<typeof authRoutes.logout>("POST", "/api/v1/auth/logout");
export const forgotPassword = endpoint<typeof authRoutes.forgotPassword>(
  "POST",
  "/api/v1/auth/forgot-password",
);
export const checkResetCode = endpoint<typeof authRoutes.checkResetCode>(
  "GET",
  "/api/v1/auth/reset-password",
);
export const resetPassword = endpoint<typeof authRoutes.resetPassword>(
  "POST",
  "/api/v1/auth/reset-password",
);
export const verifyEmail = endpoint<typeof authRoutes.verifyEmail>(
  "GET",
  "/api/v1/auth/verify-email",
);
export const resendVerification = endpoint<typeof authRoutes.resendVerification>(
  "POST",
  "/api/v1/auth/resend-verification",
);
export const changePassword = endpoint<typeof authRoutes.changePassword>(
  "POST",
  "/api/v1/auth/change-password",
);
export const setup = endpoint<typeof authRoutes.setup>("POST", "/api/v1/auth/setup");
export const googleIntent = endpoint<typeof authRoutes.googleIntent>(
  "POST",
  "/api/v1/auth/google/intent",
);
export const authProfile = endpoint<typeof authRoutes.authProfile>("GET", "/api/v1/auth/profile");
export const authProfileUpdate = endpoint<typeof authRoutes.authProfileUpdate>(
  "PUT",
  "/api/v1/auth/profile",
);
export const userProfile = endpoint<typeof authRoutes.userProfile>("GET", "/api/v1/users/profile");
export const userProfileUpdate = endpoint<typeof authRoutes.userProfileUpdate>(
  "PUT",
  "/api/v1/users/profile",
);
