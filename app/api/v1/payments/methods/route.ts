// GET /api/v1/payments/methods: the methods offered in the caller's region and their preference.
// POST: save the preferred method (it prefills the checkout).
import { paymentsRoutes } from "@/lib/api/registry/payments";
import { apiRoute, reply } from "@/lib/api/route";
import { getPaymentMethods, setPreferredMethod } from "@/lib/server/payments/payment-methods";

export const GET = apiRoute(paymentsRoutes.methods, async ({ caller, region }) =>
  getPaymentMethods(caller.user.id, await region()),
);

export const POST = apiRoute(paymentsRoutes.saveMethod, async ({ caller, body, region }) =>
  reply(await setPreferredMethod(caller.user.id, body.method, await region()), {
    message: "Payment method saved",
  }),
);
