// POST /api/v1/admin/payments/{id}/simulate-chargeback: test mode's card dispute of a top-up,
// sent through the real webhook handler. 404 when the deployment takes real payments.
import { adminPaymentsRoutes } from "@/lib/api/registry/admin-payments";
import { apiRoute, reply } from "@/lib/api/route";
import { simulateChargeback } from "@/lib/server/payments/simulate-chargeback";

export const POST = apiRoute(
  adminPaymentsRoutes.simulateChargeback,
  async ({ caller, params, body, client }) =>
    reply(
      await simulateChargeback({
        admin: caller,
        orderId: params.id,
        input: body,
        ip: client.address,
      }),
      {
        message: "Test-mode chargeback sent",
      },
    ),
);
