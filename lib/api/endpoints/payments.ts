// The payments routes as the browser calls them: method and path as plain data, each typed by
// its registry entry through `import type`, so no zod schema reaches the bundle.
// Generated from lib/api/registry: do not edit. After changing a route, run
//   npx tsx --import ./scripts/lib/server-only.mjs scripts/tools/generate-endpoints.ts
// (lib/api/endpoints.test.ts fails until then).
import type { paymentsRoutes } from "../registry/payments";
import type { Endpoint } from "../endpoint";

export const paymentsPackages: Endpoint<typeof paymentsRoutes.packages> = {
  method: "GET",
  path: "/api/v1/payments/packages",
};

export const paymentsCreateOrder: Endpoint<typeof paymentsRoutes.createOrder> = {
  method: "POST",
  path: "/api/v1/payments/orders",
};

export const paymentsVerify: Endpoint<typeof paymentsRoutes.verify> = {
  method: "POST",
  path: "/api/v1/payments/verify",
};

export const paymentsSimulatedPay: Endpoint<typeof paymentsRoutes.simulatedPay> = {
  method: "POST",
  path: "/api/v1/payments/simulated/pay",
};

export const paymentsHistory: Endpoint<typeof paymentsRoutes.history> = {
  method: "GET",
  path: "/api/v1/payments/history",
};

export const paymentsMethods: Endpoint<typeof paymentsRoutes.methods> = {
  method: "GET",
  path: "/api/v1/payments/methods",
};

export const paymentsSaveMethod: Endpoint<typeof paymentsRoutes.saveMethod> = {
  method: "POST",
  path: "/api/v1/payments/methods",
};

export const paymentsRemoveMethod: Endpoint<typeof paymentsRoutes.removeMethod> = {
  method: "DELETE",
  path: "/api/v1/payments/methods/{id}",
};

export const paymentsRefund: Endpoint<typeof paymentsRoutes.refund> = {
  method: "POST",
  path: "/api/v1/payments/refund",
};

export const paymentsWebhook: Endpoint<typeof paymentsRoutes.webhook> = {
  method: "POST",
  path: "/api/v1/payments/webhook",
};
