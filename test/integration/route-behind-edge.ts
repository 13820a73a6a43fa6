// A route handler behind the app server's edge over real HTTP, for a test file: the edge as
// `npm start` runs it (lib/runtime/edge.ts), then the handler called with a Request made the way
// Next.js makes one: the headers the edge left, the body streamed from the connection, and a
// signal that aborts when the connection closes before the answer is sent.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import { edgeListener, type EdgeOptions } from "@/lib/runtime/edge";

type Handler = (request: Request) => Promise<Response>;

function webRequest(request: IncomingMessage, response: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else for (const item of value ?? []) headers.append(name, item);
  }
  const controller = new AbortController();
  response.once("close", () => {
    if (!response.writableFinished) controller.abort();
  });
  const method = request.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? null : Readable.toWeb(request);
  return new Request(`http://127.0.0.1${request.url}`, {
    method,
    headers,
    signal: controller.signal,
    ...(body ? { body: body as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  } as RequestInit);
}

/** Serves `handler` behind the edge for the file's tests; `port()` is where it listens. */
export function routeBehindEdge(
  handler: Handler,
  options: Partial<EdgeOptions> = {},
): { port: () => number } {
  let server: Server | undefined;
  let port = 0;
  beforeAll(async () => {
    const next = async (request: IncomingMessage, response: ServerResponse) => {
      const answer = await handler(webRequest(request, response));
      const headers = Object.fromEntries(answer.headers);
      response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
    };
    const settings = { trustedProxyHops: 0, maxBodyBytes: 1024 * 1024, ...options };
    server = createServer(edgeListener(next, settings));
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );
  return { port: () => port };
}
