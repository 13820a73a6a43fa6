// GET /api/v1/admin/conversions: every organization's requests, filtered and paged (admin only).
import { adminConversionsRoutes } from "@/lib/api/registry/admin-conversions";
import { apiRoute } from "@/lib/api/route";
import { dateStyleFor } from "@/lib/format/date-time";
import { listAdminConversions } from "@/lib/server/conversions/admin-conversions";

export const dynamic = "force-dynamic";

// From and To are days in the viewer's time zone (lib/format/viewer-time-zone.ts).
export const GET = apiRoute(adminConversionsRoutes.list, async ({ query, region, request }) =>
  listAdminConversions(query, dateStyleFor(await region(), request.headers).timeZone),
);
