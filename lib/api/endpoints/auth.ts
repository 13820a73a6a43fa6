// The auth routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { authRoutes } from "../registry/auth";
import type { Endpoint } from "../endpoint";

export const register: Endpoint<typeof authRoutes.register> = {
  method: "POST",
  path: "/api/v1/auth/register",
};
export const login: Endpoint<typeof authRoutes.login> = {
  method: "POST",
  path: "/api/v1/auth/login",
};
export const logout: Endpoint<typeof authRoutes.logout> = {
  method: "POST",
  path: "/api/v1/auth/logout",
};
export const forgotPassword: Endpoint<typeof authRoutes.forgotPassword> = {
  method: "POST",
  path: "/api/v1/auth/forgot-password",
};
export const checkResetCode: Endpoint<typeof authRoutes.checkResetCode> = {
  method: "GET",
  path: "/api/v1/auth/reset-password",
};
export const resetPassword: Endpoint<typeof authRoutes.resetPassword> = {
  method: "POST",
  path: "/api/v1/auth/reset-password",
};
export const verifyEmail: Endpoint<typeof authRoutes.verifyEmail> = {
  method: "GET",
  path: "/api/v1/auth/verify-email",
};
export const verifyEmailJson: Endpoint<typeof authRoutes.verifyEmailJson> = {
  method: "POST",
  path: "/api/v1/auth/verify-email",
};
export const resendVerification: Endpoint<typeof authRoutes.resendVerification> = {
  method: "POST",
  path: "/api/v1/auth/resend-verification",
};
export const changePassword: Endpoint<typeof authRoutes.changePassword> = {
  method: "POST",
  path: "/api/v1/auth/change-password",
};
export const setup: Endpoint<typeof authRoutes.setup> = {
  method: "POST",
  path: "/api/v1/auth/setup",
};
export const googleIntent: Endpoint<typeof authRoutes.googleIntent> = {
  method: "POST",
  path: "/api/v1/auth/google/intent",
};
export const authProfile: Endpoint<typeof authRoutes.authProfile> = {
  method: "GET",
  path: "/api/v1/auth/profile",
};
export const authProfileUpdate: Endpoint<typeof authRoutes.authProfileUpdate> = {
  method: "PUT",
  path: "/api/v1/auth/profile",
};
export const userProfile: Endpoint<typeof authRoutes.userProfile> = {
  method: "GET",
  path: "/api/v1/users/profile",
};
export const userProfileUpdate: Endpoint<typeof authRoutes.userProfileUpdate> = {
  method: "PUT",
  path: "/api/v1/users/profile",
};
