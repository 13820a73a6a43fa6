// The app server's edge over real HTTP in front of a stand-in for Next.js, for a test file: what
// the edge answers itself comes back as it sent it, anything it lets through as REACHED_NEXT.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { edgeListener } from "@/lib/runtime/edge";

/** What the stand-in for Next.js answers: proof that the edge let the request through. */
export const REACHED_NEXT = 299;

/** Starts the edge before the file's tests and stops it after; `port()` is where it listens. */
export function edgeForThisFile(): { port: () => number } {
  let server: Server | undefined;
  let port = 0;
  beforeAll(async () => {
    const next = async (_: unknown, response: ServerResponse) => {
      response.writeHead(REACHED_NEXT).end();
    };
    server = createServer(edgeListener(next, { trustedProxyHops: 0, maxBodyBytes: 1024 * 1024 }));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );
  return { port: () => port };
}
