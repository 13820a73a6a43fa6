// GET /api/v1/payments/history: the caller's top-up orders, newest first, paged.
import { apiRoute } from "@/lib/api/route";
import { listPayments } from "@/lib/server/payments/payment-history";
import { paymentHistoryQuerySchema } from "@/lib/validations/payments";

export const GET = apiRoute(
  { auth: ["user"], query: paymentHistoryQuerySchema },
  ({ caller, query }) => listPayments(caller.user.id, query),
);
