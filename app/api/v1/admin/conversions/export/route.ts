// GET /api/v1/admin/conversions/export: the filtered history as a CSV download (admin only).
import { adminConversionRoutes } from "@/lib/api/registry/admin-conversions";
import { apiRoute } from "@/lib/api/route";
import { csvResponse } from "@/lib/csv";
import { exportAdminConversions } from "@/lib/server/conversions/admin-conversions";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminConversionRoutes.export, async ({ query }) =>
  csvResponse("conversions", await exportAdminConversions(query)),
);
