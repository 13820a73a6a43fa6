// The payments routes as the browser calls them: method and path as plain data, typed by
// their registry entries through `import type`, so their zod schemas stay out of the bundle.
// Generated from lib/api/registry by `npx tsx scripts/tools/generate-endpoints.ts`: do not
// edit; lib/api/endpoints.test.ts fails when it and the registry disagree.
import type { paymentRoutes } from "../registry/payments";
import { endpoint } from "../endpoint";

export const paymentsApi = {
  wallet: endpoint<typeof paymentRoutes.wallet>("GET", "/api/v1/users/wallet"),
  walletBalance: endpoint<typeof paymentRoutes.walletBalance>(
    "GET",
    "/api/v1/users/wallet/balance",
  ),
  packages: endpoint<typeof paymentRoutes.packages>("GET", "/api/v1/payments/packages"),
  createOrder: endpoint<typeof paymentRoutes.createOrder>("POST", "/api/v1/payments/orders"),
  verify: endpoint<typeof paymentRoutes.verify>("POST", "/api/v1/payments/verify"),
  simulatedPay: endpoint<typeof paymentRoutes.simulatedPay>(
    "POST",
    "/api/v1/payments/simulated/pay",
  ),
  history: endpoint<typeof paymentRoutes.history>("GET", "/api/v1/payments/history"),
  methods: endpoint<typeof paymentRoutes.methods>("GET", "/api/v1/payments/methods"),
  saveMethod: endpoint<typeof paymentRoutes.saveMethod>("POST", "/api/v1/payments/methods"),
  removeMethod: endpoint<typeof paymentRoutes.removeMethod>(
    "DELETE",
    "/api/v1/payments/methods/{id}",
  ),
  refund: endpoint<typeof paymentRoutes.refund>("POST", "/api/v1/payments/refund"),
  webhook: endpoint<typeof paymentRoutes.webhook>("POST", "/api/v1/payments/webhook"),
};
