// The adminUsers routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { adminUsersRoutes } from "../registry/admin-users";
import type { Endpoint } from "../endpoint";

export const adminUsersList: Endpoint<typeof adminUsersRoutes.list> = {
  method: "GET",
  path: "/api/v1/admin/users",
};

export const adminUsersExport: Endpoint<typeof adminUsersRoutes.export> = {
  method: "GET",
  path: "/api/v1/admin/users/export",
};

export const adminUsersDetail: Endpoint<typeof adminUsersRoutes.detail> = {
  method: "GET",
  path: "/api/v1/admin/users/{id}",
};

export const adminUsersRevokeSessions: Endpoint<typeof adminUsersRoutes.revokeSessions> = {
  method: "POST",
  path: "/api/v1/admin/users/{id}/sessions/revoke",
};

export const adminUsersResetSecondFactor: Endpoint<typeof adminUsersRoutes.resetSecondFactor> = {
  method: "DELETE",
  path: "/api/v1/admin/users/{id}/second-factor",
};

export const adminUsersVerification: Endpoint<typeof adminUsersRoutes.verification> = {
  method: "PUT",
  path: "/api/v1/admin/users/{id}/verification",
};

export const adminUsersSuspend: Endpoint<typeof adminUsersRoutes.suspend> = {
  method: "POST",
  path: "/api/v1/admin/users/{id}/suspend",
};

export const adminUsersReactivate: Endpoint<typeof adminUsersRoutes.reactivate> = {
  method: "POST",
  path: "/api/v1/admin/users/{id}/reactivate",
};

export const adminUsersChangeRole: Endpoint<typeof adminUsersRoutes.changeRole> = {
  method: "PUT",
  path: "/api/v1/admin/users/{id}/role",
};

export const adminUsersUnfreeze: Endpoint<typeof adminUsersRoutes.unfreeze> = {
  method: "DELETE",
  path: "/api/v1/admin/users/{id}/conversions-freeze",
};
