// The auth routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { authRoutes } from "../registry/auth";
import { endpoint } from "../endpoint";

export const authApi = {
  register: endpoint<typeof authRoutes.register>("POST", "/api/v1/auth/register"),
  login: endpoint<typeof authRoutes.login>("POST", "/api/v1/auth/login"),
  logout: endpoint<typeof authRoutes.logout>("POST", "/api/v1/auth/logout"),
  forgotPassword: endpoint<typeof authRoutes.forgotPassword>(
    "POST",
    "/api/v1/auth/forgot-password",
  ),
  checkResetCode: endpoint<typeof authRoutes.checkResetCode>("GET", "/api/v1/auth/reset-password"),
  resetPassword: endpoint<typeof authRoutes.resetPassword>("POST", "/api/v1/auth/reset-password"),
  verifyEmail: endpoint<typeof authRoutes.verifyEmail>("GET", "/api/v1/auth/verify-email"),
  resendVerification: endpoint<typeof authRoutes.resendVerification>(
    "POST",
    "/api/v1/auth/resend-verification",
  ),
  changePassword: endpoint<typeof authRoutes.changePassword>(
    "POST",
    "/api/v1/auth/change-password",
  ),
  setup: endpoint<typeof authRoutes.setup>("POST", "/api/v1/auth/setup"),
  googleIntent: endpoint<typeof authRoutes.googleIntent>("POST", "/api/v1/auth/google/intent"),
  authProfile: endpoint<typeof authRoutes.authProfile>("GET", "/api/v1/auth/profile"),
  authProfileUpdate: endpoint<typeof authRoutes.authProfileUpdate>("PUT", "/api/v1/auth/profile"),
  userProfile: endpoint<typeof authRoutes.userProfile>("GET", "/api/v1/users/profile"),
  userProfileUpdate: endpoint<typeof authRoutes.userProfileUpdate>("PUT", "/api/v1/users/profile"),
};
