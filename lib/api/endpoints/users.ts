// The users routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { usersRoutes } from "../registry/users";
import type { Endpoint } from "../endpoint";

export const usersWallet: Endpoint<typeof usersRoutes.wallet> = {
  method: "GET",
  path: "/api/v1/users/wallet",
};

export const usersWalletBalance: Endpoint<typeof usersRoutes.walletBalance> = {
  method: "GET",
  path: "/api/v1/users/wallet/balance",
};

export const usersProfile: Endpoint<typeof usersRoutes.profile> = {
  method: "GET",
  path: "/api/v1/users/profile",
};

export const usersProfileUpdate: Endpoint<typeof usersRoutes.profileUpdate> = {
  method: "PUT",
  path: "/api/v1/users/profile",
};

export const usersUser: Endpoint<typeof usersRoutes.user> = {
  method: "GET",
  path: "/api/v1/users/{id}",
};
