// GET /api/v1/admin/payments/overview: refunds, double charges and the ledger checked now.
import { adminPaymentsRoutes } from "@/lib/api/registry/admin-payments";
import { apiRoute } from "@/lib/api/route";
import { paymentsOverview } from "@/lib/server/admin/payments-overview";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminPaymentsRoutes.overview, () => paymentsOverview());
