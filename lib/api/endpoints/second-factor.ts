// The secondFactor routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { secondFactorRoutes } from "../registry/auth-second-factor";
import type { Endpoint } from "../endpoint";

export const secondFactorStatus: Endpoint<typeof secondFactorRoutes.status> = {
  method: "GET",
  path: "/api/v1/auth/second-factor",
};

export const secondFactorBeginTotp: Endpoint<typeof secondFactorRoutes.beginTotp> = {
  method: "POST",
  path: "/api/v1/auth/second-factor/totp",
};

export const secondFactorConfirmTotp: Endpoint<typeof secondFactorRoutes.confirmTotp> = {
  method: "POST",
  path: "/api/v1/auth/second-factor/totp/confirm",
};

export const secondFactorRemoveTotp: Endpoint<typeof secondFactorRoutes.removeTotp> = {
  method: "DELETE",
  path: "/api/v1/auth/second-factor/totp",
};

export const secondFactorPasskeyOptions: Endpoint<typeof secondFactorRoutes.passkeyOptions> = {
  method: "POST",
  path: "/api/v1/auth/second-factor/passkeys/registration",
};

export const secondFactorAddPasskey: Endpoint<typeof secondFactorRoutes.addPasskey> = {
  method: "POST",
  path: "/api/v1/auth/second-factor/passkeys",
};

export const secondFactorRemovePasskey: Endpoint<typeof secondFactorRoutes.removePasskey> = {
  method: "DELETE",
  path: "/api/v1/auth/second-factor/passkeys/{id}",
};

export const secondFactorRecoveryCodes: Endpoint<typeof secondFactorRoutes.recoveryCodes> = {
  method: "POST",
  path: "/api/v1/auth/second-factor/recovery-codes",
};

export const secondFactorChallenge: Endpoint<typeof secondFactorRoutes.challenge> = {
  method: "POST",
  path: "/api/v1/auth/second-factor/challenge",
};

export const secondFactorVerify: Endpoint<typeof secondFactorRoutes.verify> = {
  method: "POST",
  path: "/api/v1/auth/second-factor/verify",
};
