// Graceful shutdown of the HTTP server: stop accepting connections, let the requests already
// being served finish within a bound, and answer any request that still arrives on a kept-alive
// connection with 503 and `Connection: close`, so a load balancer retries it on another server.
import { createServer, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { sendRefusal } from "./edge";

export interface DrainableServer {
  /** An HTTP server that counts its requests in flight and refuses new ones once draining. */
  server: Server;
  /**
   * Stops the server taking connections and resolves once every connection has closed after
   * its last answer, or after `timeoutMs` (the rest are then cut): whether all finished, and how
   * many requests were still running when they were cut.
   */
  drain(timeoutMs: number): Promise<{ finished: boolean; abandoned: number }>;
}

export function createDrainableServer(listener: RequestListener): DrainableServer {
  const inFlight = new Set<ServerResponse>();
  const connections = new Set<Socket>();
  let draining = false;

  const server = createServer((request, response) => {
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
    response.on("close", () => inFlight.delete(response));
    listener(request, response);
  });
  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });

  return {
    server,
    async drain(timeoutMs) {
      draining = true;
      const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
      // close() closes the connections idle after an answer; those that never sent a byte carry
      // no request either (a request begun on one is answered, with 503).
      for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
      // The answers still to come tell their clients not to send another request on them.
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader("connection", "close");
      }
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const finished = await Promise.race([closed, timedOut]);
      clearTimeout(timer);
      const abandoned = inFlight.size;
      server.closeAllConnections();
      return { finished, abandoned };
    },
  };
}
