// GET /api/v1/payments/methods: the methods offered in the caller's region and their preference.
// POST: save the preferred method (it prefills the checkout).
import { paymentRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { getPaymentMethods, setPreferredMethod } from "@/lib/server/payments/payment-methods";
import { detectRegion } from "@/lib/server/payments/region";

export const GET = apiRoute(paymentRoutes.methods, async ({ request, caller }) =>
  getPaymentMethods(caller.user.id, await detectRegion(request.headers)),
);

export const POST = apiRoute(paymentRoutes.saveMethod, async ({ request, caller, body }) =>
  reply(
    await setPreferredMethod(caller.user.id, body.method, await detectRegion(request.headers)),
    {
      message: "Payment method saved",
    },
  ),
);
