// GET /api/v1/admin/conversions/summary: pending requests, their coins, and all requests.
import { adminConversionsRoutes } from "@/lib/api/registry/admin-conversions";
import { apiRoute } from "@/lib/api/route";
import { adminConversionSummary } from "@/lib/server/conversions/admin-conversions";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminConversionsRoutes.summary, () => adminConversionSummary());
