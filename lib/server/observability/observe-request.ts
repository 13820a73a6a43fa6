// What every API answer leaves behind (lib/api/route.ts calls this once per request, errors
// included): a point in the duration histogram and one log line. Both name the route by its
// registry path template, never the URL: the URL carries ids (unbounded label values) and, on a
// few routes, tokens in its query.
import "server-only";
import { CLIENT_CLOSED_REQUEST } from "@/lib/server/http/client-abort";
import type { RequestScope } from "@/lib/server/http/request-scope";
import { logger } from "./logger";
import { metrics } from "./metrics";

interface ObservedRequest {
  /** The route's registry path: `/api/v1/services/{id}/book`. */
  route: string;
  request: Request;
  requestId: string;
  scope: RequestScope | undefined;
  answer: Response | undefined;
  /** performance.now() when the request came in. */
  startedAt: number;
}

export function observeRequest({
  route,
  request,
  requestId,
  scope,
  answer,
  startedAt,
}: ObservedRequest): void {
  // No answer means the wrapper itself failed: Next.js answers that with a 500.
  const status = answer?.status ?? 500;
  const seconds = (performance.now() - startedAt) / 1000;
  metrics().requestDuration.observe(
    { route, method: request.method, status: String(status) },
    seconds,
  );
  const line = {
    requestId,
    route,
    method: request.method,
    status,
    durationMs: Math.round(seconds * 10_000) / 10,
    ...(scope?.actorId ? { callerId: scope.actorId } : {}),
  };
  // A client that hung up is routine, and never an outage: its own line, below the errors.
  if (status === CLIENT_CLOSED_REQUEST) {
    logger.info({ ...line, outcome: "aborted" }, "request aborted by the client");
  } else if (status >= 500) logger.error(line, "request");
  else logger.info(line, "request");
}
