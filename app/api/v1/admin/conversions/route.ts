// GET /api/v1/admin/conversions: every organization's requests, filtered and paged (admin only).
import { adminConversionRoutes } from "@/lib/api/registry/admin-conversions";
import { apiRoute } from "@/lib/api/route";
import { listAdminConversions } from "@/lib/server/conversions/admin-conversions";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminConversionRoutes.list, ({ query }) => listAdminConversions(query));
