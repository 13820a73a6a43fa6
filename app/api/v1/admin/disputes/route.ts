// GET /api/v1/admin/disputes: every dispute, an admin's work first, filtered and paged.
import { adminDisputesRoutes } from "@/lib/api/registry/admin-disputes";
import { apiRoute } from "@/lib/api/route";
import { listAdminDisputes } from "@/lib/server/disputes/admin-disputes";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDisputesRoutes.list, ({ query }) => listAdminDisputes(query));
