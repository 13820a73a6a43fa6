// The payments routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { paymentRoutes } from "../registry/payments";
import type { Endpoint } from "../endpoint";

export const wallet: Endpoint<typeof paymentRoutes.wallet> = {
  method: "GET",
  path: "/api/v1/users/wallet",
};
export const walletBalance: Endpoint<typeof paymentRoutes.walletBalance> = {
  method: "GET",
  path: "/api/v1/users/wallet/balance",
};
export const packages: Endpoint<typeof paymentRoutes.packages> = {
  method: "GET",
  path: "/api/v1/payments/packages",
};
export const createOrder: Endpoint<typeof paymentRoutes.createOrder> = {
  method: "POST",
  path: "/api/v1/payments/orders",
};
export const verify: Endpoint<typeof paymentRoutes.verify> = {
  method: "POST",
  path: "/api/v1/payments/verify",
};
export const simulatedPay: Endpoint<typeof paymentRoutes.simulatedPay> = {
  method: "POST",
  path: "/api/v1/payments/simulated/pay",
};
export const history: Endpoint<typeof paymentRoutes.history> = {
  method: "GET",
  path: "/api/v1/payments/history",
};
export const methods: Endpoint<typeof paymentRoutes.methods> = {
  method: "GET",
  path: "/api/v1/payments/methods",
};
export const saveMethod: Endpoint<typeof paymentRoutes.saveMethod> = {
  method: "POST",
  path: "/api/v1/payments/methods",
};
export const removeMethod: Endpoint<typeof paymentRoutes.removeMethod> = {
  method: "DELETE",
  path: "/api/v1/payments/methods/{id}",
};
export const refund: Endpoint<typeof paymentRoutes.refund> = {
  method: "POST",
  path: "/api/v1/payments/refund",
};
export const webhook: Endpoint<typeof paymentRoutes.webhook> = {
  method: "POST",
  path: "/api/v1/payments/webhook",
};
