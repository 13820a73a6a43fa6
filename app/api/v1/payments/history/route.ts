// GET /api/v1/payments/history: the caller's top-up orders, newest first, paged.
import { paymentsRoutes } from "@/lib/api/registry/payments";
import { apiRoute } from "@/lib/api/route";
import { listPayments } from "@/lib/server/payments/payment-history";

export const GET = apiRoute(paymentsRoutes.history, ({ caller, query }) =>
  listPayments(caller.user.id, query),
);
