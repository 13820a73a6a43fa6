// GET /api/v1/admin/disputes/:id/messages: the disputed booking's thread, for the admin who
// decides the dispute; each reading is audited.
import { adminDisputesRoutes } from "@/lib/api/registry/admin-disputes";
import { apiRoute } from "@/lib/api/route";
import { readDisputeThread } from "@/lib/server/messages/thread-reads";

export const dynamic = "force-dynamic";

export const GET = apiRoute(adminDisputesRoutes.messages, ({ caller, params }) =>
  readDisputeThread({ admin: caller.user, disputeId: params.id }),
);
