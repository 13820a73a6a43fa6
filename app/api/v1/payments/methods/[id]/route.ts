// DELETE /api/v1/payments/methods/:id: forget the saved preferred method.
import { z } from "zod";
import { apiRoute, reply } from "@/lib/api/route";
import { removePreferredMethod } from "@/lib/server/payments/payment-methods";

export const DELETE = apiRoute(
  { auth: ["user"], params: z.object({ id: z.string().min(1).max(64) }) },
  async ({ caller, params }) => {
    await removePreferredMethod(caller.user.id, params.id);
    return reply(null, { message: "Payment method removed" });
  },
);
