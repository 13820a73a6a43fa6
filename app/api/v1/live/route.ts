// GET /api/v1/live: the signed-in caller's counts as Server-Sent Events, pushed as they change on
// any server (lib/server/live/stream.ts).
import { liveRoutes } from "@/lib/api/registry/live";
import { apiRoute } from "@/lib/api/route";
import { openLiveStream } from "@/lib/server/live/stream";

export const dynamic = "force-dynamic";

export const GET = apiRoute(liveRoutes.stream, ({ caller, request }) =>
  openLiveStream({ user: caller.user, headers: request.headers, signal: request.signal }),
);
