// The payments routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { paymentRoutes } from "../registry/payments";
import { endpoint } from "../endpoint";

export const wallet = endpoint<typeof paymentRoutes.wallet>("GET", "/api/v1/users/wallet");
export const walletBalance = endpoint<typeof paymentRoutes.walletBalance>(
  "GET",
  "/api/v1/users/wallet/balance",
);
export const packages = endpoint<typeof paymentRoutes.packages>("GET", "/api/v1/payments/packages");
export const createOrder = endpoint<typeof paymentRoutes.createOrder>(
  "POST",
  "/api/v1/payments/orders",
);
export const verify = endpoint<typeof paymentRoutes.verify>("POST", "/api/v1/payments/verify");
export const simulatedPay = endpoint<typeof paymentRoutes.simulatedPay>(
  "POST",
  "/api/v1/payments/simulated/pay",
);
export const history = endpoint<typeof paymentRoutes.history>("GET", "/api/v1/payments/history");
export const methods = endpoint<typeof paymentRoutes.methods>("GET", "/api/v1/payments/methods");
export const saveMethod = endpoint<typeof paymentRoutes.saveMethod>(
  "POST",
  "/api/v1/payments/methods",
);
export const removeMethod = endpoint<typeof paymentRoutes.removeMethod>(
  "DELETE",
  "/api/v1/payments/methods/{id}",
);
export const refund = endpoint<typeof paymentRoutes.refund>("POST", "/api/v1/payments/refund");
export const webhook = endpoint<typeof paymentRoutes.webhook>("POST", "/api/v1/payments/webhook");
