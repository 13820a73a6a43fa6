// DELETE /api/v1/payments/methods/:id: forget the saved preferred method.
import { paymentsRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { removePreferredMethod } from "@/lib/server/payments/payment-methods";

export const DELETE = apiRoute(paymentsRoutes.removeMethod, async ({ caller, params }) => {
  await removePreferredMethod(caller.user.id, params.id);
  return reply(null, { message: "Payment method removed" });
});
