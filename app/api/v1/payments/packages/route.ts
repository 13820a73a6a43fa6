// GET /api/v1/payments/packages: the coin packages priced in the caller's currency at the rate.
import { paymentsRoutes } from "@/lib/api/registry/payments";
import { apiRoute } from "@/lib/api/route";
import { coinPackagesFor } from "@/lib/server/payments/coin-packages";

export const GET = apiRoute(paymentsRoutes.packages, async ({ region }) =>
  coinPackagesFor(await region()),
);
