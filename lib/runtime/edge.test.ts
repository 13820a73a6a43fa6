import { PROXY_HEADER_NAMES } from "@/test/support/proxy-header-names";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { prepareEdgeRequest } from "./edge";

function request(
  headers: Record<string, string>,
  socket: { remoteAddress?: string; encrypted?: boolean } = { remoteAddress: "203.0.113.9" },
): IncomingMessage {
  return { headers: { ...headers }, socket } as unknown as IncomingMessage;
}

const NO_PROXY = { trustedProxyHops: 0, maxBodyBytes: 1000 };
const ONE_PROXY = { trustedProxyHops: 1, maxBodyBytes: 1000 };

describe("prepareEdgeRequest", () => {
  it("without a trusted proxy, replaces every forwarded header a client sent", () => {
    const spoofed = request({
      "x-forwarded-for": "6.6.6.6",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-real-ip": "6.6.6.6",
      forwarded: "for=6.6.6.6;host=evil.example",
      host: "localhost:3000",
    });
    const decision = prepareEdgeRequest(spoofed, NO_PROXY);
    expect(decision).toEqual({ https: false, refuse: false });
    expect(spoofed.headers).toEqual({
      host: "localhost:3000",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "http",
      "x-coinmarket-proxied": "1",
    });
  });

  it("marks a request that came straight from its client, and only that one, as direct", () => {
    const direct = request({ host: "localhost:3000" });
    prepareEdgeRequest(direct, NO_PROXY);
    expect(direct.headers["x-coinmarket-proxied"]).toBe("0");

    // Any header a proxy adds says one stood between (a reverse proxy on the same host too).
    for (const name of PROXY_HEADER_NAMES) {
      const proxied = request({ [name]: "x", "x-coinmarket-proxied": "0" });
      prepareEdgeRequest(proxied, NO_PROXY);
      expect(proxied.headers["x-coinmarket-proxied"], name).toBe("1");
    }

    // So does a configured proxy, whatever it sent; and a client's own mark counts for nothing.
    const behindProxy = request({ "x-coinmarket-proxied": "0" });
    prepareEdgeRequest(behindProxy, ONE_PROXY);
    expect(behindProxy.headers["x-coinmarket-proxied"]).toBe("1");
  });

  it("passes on no header naming a client's address but the one it resolved", () => {
    const spoofed = request({
      "cf-connecting-ip": "6.6.6.6",
      "true-client-ip": "6.6.6.6",
      "x-client-ip": "6.6.6.6",
      "x-original-forwarded-for": "6.6.6.6",
      "x-cluster-client-ip": "6.6.6.6",
      "fastly-client-ip": "6.6.6.6",
      "x-forwarded": "for=6.6.6.6",
      "forwarded-for": "6.6.6.6",
      host: "localhost:3000",
    });
    prepareEdgeRequest(spoofed, ONE_PROXY);
    expect(spoofed.headers).toEqual({
      host: "localhost:3000",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "http",
      "x-coinmarket-proxied": "1",
    });
  });

  it("behind a trusted proxy, believes the address, scheme and host it appended", () => {
    const proxied = request(
      {
        "x-forwarded-for": "6.6.6.6, 198.51.100.7",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "coins.example.com",
      },
      { remoteAddress: "10.0.0.2" },
    );
    expect(prepareEdgeRequest(proxied, ONE_PROXY)).toEqual({ https: true, refuse: false });
    expect(proxied.headers).toMatchObject({
      "x-forwarded-for": "198.51.100.7",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "coins.example.com",
    });
  });

  it("counts a TLS connection as HTTPS", () => {
    const direct = request({}, { remoteAddress: "203.0.113.9", encrypted: true });
    expect(prepareEdgeRequest(direct, NO_PROXY).https).toBe(true);
  });

  it("refuses a declared body above the limit before reading it", () => {
    expect(prepareEdgeRequest(request({ "content-length": "1001" }), NO_PROXY)).toMatchObject({
      refuse: true,
      status: 413,
      code: "payload_too_large",
      message: "The request body is too large.",
    });
    expect(prepareEdgeRequest(request({ "content-length": "1000" }), NO_PROXY).refuse).toBe(false);
  });

  it("names every refusal with a request id, and lets another origin read an API one", () => {
    const tooLarge = request({ "content-length": "1001", "x-request-id": "client-7" });
    tooLarge.url = "/api/v1/services";
    const refused = prepareEdgeRequest(tooLarge, NO_PROXY);
    expect(refused).toMatchObject({
      status: 413,
      headers: { "x-request-id": "client-7", "access-control-allow-origin": "*" },
    });
    const page = request({ "content-length": "1001", "x-request-id": "not safe<>" });
    page.url = "/services";
    const answer = prepareEdgeRequest(page, NO_PROXY);
    if (!answer.refuse) throw new Error("expected a refusal");
    expect(answer.headers?.["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers).not.toHaveProperty("access-control-allow-origin");
  });
});
