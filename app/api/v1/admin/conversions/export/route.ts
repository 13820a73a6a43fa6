// GET /api/v1/admin/conversions/export: the filtered history as a CSV download (admin only).
import { adminConversionsRoutes } from "@/lib/api/registry/admin-conversions";
import { apiRoute } from "@/lib/api/route";
import { csvResponse } from "@/lib/csv";
import { dateStyleFor } from "@/lib/format/date-time";
import { exportAdminConversions } from "@/lib/server/conversions/admin-conversions";

export const dynamic = "force-dynamic";

// From and To are days in the viewer's time zone; the file's times are UTC.
export const GET = apiRoute(adminConversionsRoutes.export, async ({ query, region, request }) =>
  csvResponse(
    "conversions",
    await exportAdminConversions(query, dateStyleFor(await region(), request.headers).timeZone),
  ),
);
