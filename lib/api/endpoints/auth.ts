// The auth routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { authRoutes } from "../registry/auth";
import type { Endpoint } from "../endpoint";

export const authRegister: Endpoint<typeof authRoutes.register> = {
  method: "POST",
  path: "/api/v1/auth/register",
};

export const authLogin: Endpoint<typeof authRoutes.login> = {
  method: "POST",
  path: "/api/v1/auth/login",
};

export const authLogout: Endpoint<typeof authRoutes.logout> = {
  method: "POST",
  path: "/api/v1/auth/logout",
};

export const authForgotPassword: Endpoint<typeof authRoutes.forgotPassword> = {
  method: "POST",
  path: "/api/v1/auth/forgot-password",
};

export const authCheckResetCode: Endpoint<typeof authRoutes.checkResetCode> = {
  method: "GET",
  path: "/api/v1/auth/reset-password",
};

export const authResetPassword: Endpoint<typeof authRoutes.resetPassword> = {
  method: "POST",
  path: "/api/v1/auth/reset-password",
};

export const authVerifyEmail: Endpoint<typeof authRoutes.verifyEmail> = {
  method: "GET",
  path: "/api/v1/auth/verify-email",
};

export const authVerifyEmailJson: Endpoint<typeof authRoutes.verifyEmailJson> = {
  method: "POST",
  path: "/api/v1/auth/verify-email",
};

export const authResendVerification: Endpoint<typeof authRoutes.resendVerification> = {
  method: "POST",
  path: "/api/v1/auth/resend-verification",
};

export const authChangePassword: Endpoint<typeof authRoutes.changePassword> = {
  method: "POST",
  path: "/api/v1/auth/change-password",
};

export const authSetup: Endpoint<typeof authRoutes.setup> = {
  method: "POST",
  path: "/api/v1/auth/setup",
};

export const authGoogleIntent: Endpoint<typeof authRoutes.googleIntent> = {
  method: "POST",
  path: "/api/v1/auth/google/intent",
};

export const authAuthProfile: Endpoint<typeof authRoutes.authProfile> = {
  method: "GET",
  path: "/api/v1/auth/profile",
};

export const authAuthProfileUpdate: Endpoint<typeof authRoutes.authProfileUpdate> = {
  method: "PUT",
  path: "/api/v1/auth/profile",
};
