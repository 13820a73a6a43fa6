// A small round-robin proxy for tests that run several app servers: each request goes to the
// next upstream in turn, with X-Forwarded-For added as a proxy of ours would.
import { once } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  port: number;
  /** Requests sent to each upstream, in the order given. */
  counts: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreamPorts: number[]): Promise<RoundRobinProxy> {
  const counts = upstreamPorts.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreamPorts.length;
    counts[index]! += 1;
    const forwardedFor = incoming.socket.remoteAddress ?? "127.0.0.1";
    const upstream = request(
      {
        host: "127.0.0.1",
        port: upstreamPorts[index],
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    counts,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
