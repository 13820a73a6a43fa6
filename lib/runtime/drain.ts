// Graceful shutdown of the HTTP server: stop accepting connections, let the requests already
// being served finish within a bound, and answer any request that still arrives on a kept-alive
// connection with 503 and `Connection: close`, so a load balancer retries it on another server.
import type { RequestListener, Server, ServerResponse } from "node:http";
import { sendRefusal } from "./edge";

export interface Drainable {
  /** The request listener to serve with: counts requests in flight, refuses once draining. */
  listener: RequestListener;
  /**
   * Stops `server` taking connections and resolves once every request in flight has been
   * answered, or after `timeoutMs` (their connections are then closed): whether all finished.
   */
  drain(server: Server, timeoutMs: number): Promise<{ finished: boolean; abandoned: number }>;
}

export function drainable(listener: RequestListener): Drainable {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let server: Server | undefined;
  let settled: (() => void) | undefined;

  const done = (response: ServerResponse) => {
    inFlight.delete(response);
    if (!draining) return;
    // The connection it leaves idle is closed rather than kept for a next request.
    setImmediate(() => server?.closeIdleConnections());
    if (inFlight.size === 0) settled?.();
  };

  return {
    listener(request, response) {
      if (draining) {
        sendRefusal(response, {
          https: false,
          refuse: true,
          status: 503,
          code: "service_unavailable",
          message: "The server is shutting down. Please try again.",
          headers: { "retry-after": "1" },
        });
        request.resume();
        return;
      }
      inFlight.add(response);
      response.on("close", () => done(response));
      listener(request, response);
    },
    async drain(target, timeoutMs) {
      draining = true;
      server = target;
      // close() also closes the connections that wait idle for a next request.
      target.close();
      const allAnswered = new Promise<boolean>((resolve) => {
        if (inFlight.size === 0) resolve(true);
        settled = () => resolve(true);
      });
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const finished = await Promise.race([allAnswered, timedOut]);
      clearTimeout(timer);
      const abandoned = inFlight.size;
      target.closeAllConnections();
      return { finished, abandoned };
    },
  };
}
