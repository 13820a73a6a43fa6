// A client that hangs up mid-request (a closed tab, a dropped mobile connection, a timeout on its
// side) is not a server failure. The connection's end reaches the route as an error reading the
// body (Node's "aborted", code ECONNRESET, which reads like a database socket reset) or as the
// request's signal aborting; the route wrapper (lib/api/route.ts) answers such a request with
// 499, nginx's "client closed request", which nobody receives but the request's log line and
// metrics count apart from outages (lib/server/observability/observe-request.ts).
import "server-only";

/** The status an abandoned request is logged and counted under. */
export const CLIENT_CLOSED_REQUEST = 499;

interface Fields {
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

/** Node's error for a request whose connection closed before its body was read whole. */
function isAbortedBody(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 3 && typeof current === "object" && current !== null; depth += 1) {
    const { message, code, cause } = current as Fields;
    if (message === "aborted" && code === "ECONNRESET") return true;
    current = cause;
  }
  return false;
}

/** Whether `error`, thrown while serving `request`, came of its client closing the connection. */
export function clientAborted(request: Request, error: unknown): boolean {
  return request.signal.aborted || isAbortedBody(error);
}

/** The answer to an abandoned request: nobody reads it, the request's log line and metrics do. */
export function abandonedAnswer(requestId: string): Response {
  return new Response(null, {
    status: CLIENT_CLOSED_REQUEST,
    headers: { "x-request-id": requestId, "cache-control": "no-store" },
  });
}
