// GET /api/v1/admin/queues: how much waits in each admin queue (the navigation's badges).
import { adminDashboardRoutes } from "@/lib/api/registry/admin";
import { apiRoute } from "@/lib/api/route";
import { readQueueCounts } from "@/lib/server/admin/queues";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDashboardRoutes.queues, () => readQueueCounts());
