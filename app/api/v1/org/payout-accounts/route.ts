// GET /api/v1/org/payout-accounts: where the organization is paid, by currency (masked).
import { payoutRoutes } from "@/lib/api/registry/conversions";
import { apiRoute, reply } from "@/lib/api/route";
import { listPayoutAccounts } from "@/lib/server/conversions/payout-accounts";

export const GET = apiRoute(payoutRoutes.list, async ({ caller }) =>
  reply(await listPayoutAccounts(caller.user)),
);
