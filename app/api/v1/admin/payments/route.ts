// GET /api/v1/admin/payments: top-up orders, filtered, searched and paged (admin only).
import { adminPaymentsRoutes } from "@/lib/api/registry/admin-payments";
import { apiRoute } from "@/lib/api/route";
import { listAdminPayments } from "@/lib/server/admin/payments-list";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminPaymentsRoutes.list, ({ query }) => listAdminPayments(query));
