// GET /api/v1/conversions/:id: one conversion request (the organization's own, or any for an admin).
import { conversionsRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { getConversion } from "@/lib/server/conversions/settle-conversion";

export const GET = apiRoute(conversionsRoutes.get, async ({ caller, params }) =>
  reply(await getConversion(caller.user, params.id)),
);
