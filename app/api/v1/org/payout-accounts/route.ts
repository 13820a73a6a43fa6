// GET /api/v1/org/payout-accounts: where the organization is paid, by currency (masked).
import { payoutsRoutes } from "@/lib/api/registry/org";
import { apiRoute, reply } from "@/lib/api/route";
import { listPayoutAccounts } from "@/lib/server/conversions/payout-accounts";

export const GET = apiRoute(payoutsRoutes.list, async ({ caller }) =>
  reply(await listPayoutAccounts(caller.user)),
);
