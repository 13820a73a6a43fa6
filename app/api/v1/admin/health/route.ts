// GET /api/v1/admin/health: database reachability and the ledger's invariants (admin only).
import { apiRoute } from "@/lib/api/route";
import { platformHealth } from "@/lib/server/admin/platform-health";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ auth: ["admin"] }, () => platformHealth());
