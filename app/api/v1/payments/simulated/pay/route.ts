// POST /api/v1/payments/simulated/pay: test mode's payment; answers what checkout.js would hand
// the page. 404 when the deployment uses Razorpay.
import { paymentsRoutes } from "@/lib/api/registry/payments";
import { apiRoute } from "@/lib/api/route";
import { simulatePayment } from "@/lib/server/payments/simulate-payment";

export const POST = apiRoute(paymentsRoutes.simulatedPay, ({ caller, body }) =>
  simulatePayment(caller.user, body.orderId, body.outcome),
);
