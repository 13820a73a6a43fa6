// POST /api/v1/payments/simulated/pay: test mode's payment; answers what checkout.js would hand
// the page. 404 when the deployment uses Razorpay.
import { apiRoute } from "@/lib/api/route";
import { simulatePayment } from "@/lib/server/payments/simulate-payment";
import { simulatedPaySchema } from "@/lib/validations/payments";

export const POST = apiRoute({ auth: ["user"], body: simulatedPaySchema }, ({ caller, body }) =>
  simulatePayment(caller.user, body.orderId, body.outcome),
);
