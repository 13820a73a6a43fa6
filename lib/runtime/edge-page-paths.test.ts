// Page paths whose percent-encoding does not decode, over real HTTP through the edge: Next.js
// would fail them with a bare text/plain 500 before any page runs, so the edge hands Next the
// path of a page that does not exist instead, which renders the site's not-found page (404).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgeListener, UNREADABLE_PATH_PAGE } from "./edge";

let server: Server | undefined;
let port = 0;

beforeAll(async () => {
  // Next.js's stand-in answers with the path it was asked for.
  const next = async (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { "content-type": "text/plain" }).end(request.url);
  };
  server = createServer(edgeListener(next, { trustedProxyHops: 0, maxBodyBytes: 1024 }));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** The path Next.js was handed for a request to `path` (sent as it is, never re-encoded). */
async function reachedNext(path: string): Promise<{ status: number; path: string }> {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: answer.status, path: await answer.text() };
}

describe("the edge, for a page path that does not decode", () => {
  it("hands Next.js a path no page serves, so the site's not-found page answers", async () => {
    for (const path of [
      "/services/%ZZ",
      "/%ZZ",
      "/uploads/%ZZ",
      "/_next/static/%ZZ",
      "/services/abc%2",
      "/services/%",
      "/%C3%28",
      "/services/%FF?q=1",
      "/%ED%A0%80",
    ]) {
      expect(await reachedNext(path), path).toEqual({ status: 200, path: UNREADABLE_PATH_PAGE });
    }
    expect(UNREADABLE_PATH_PAGE).toMatch(/^\/_/);
  });

  it("leaves every path that decodes as it is, query included", async () => {
    for (const path of ["/services/abc", "/services/%25ZZ", "/s/%C3%A9t%C3%A9?q=%ZZ", "/"]) {
      expect(await reachedNext(path), path).toEqual({ status: 200, path });
    }
  });

  it("still answers an API path that does not decode with the API's own 400", async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/services/%ZZ`);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.code).toBe("bad_request");
  });
});
