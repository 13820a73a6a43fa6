// The CORS policy (lib/api/cors.ts): Bearer-token requests from any origin, cookies never. A
// preflight is answered at the app server's edge (in front of a stand-in for Next.js, as in
// gate.int.test.ts); a Bearer call from another origin is answered with Access-Control-Allow-Origin
// `*` and the headers a client reads exposed; a cookie request from another origin is refused as
// before, and no answer ever allows credentials.
import { describe, expect, it } from "vitest";
import { rawRequest } from "@/e2e/support/raw-http";
import { GET as noRoute } from "@/app/api/[[...path]]/route";
import { POST as changePassword } from "@/app/api/v1/auth/change-password/route";
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { GET as wallet } from "@/app/api/v1/users/wallet/route";
import { signedIn } from "@/test/integration/accounts";
import { edgeForThisFile, REACHED_NEXT } from "@/test/integration/edge-stand-in";
import { call } from "@/test/integration/http";
import { CROSS_SITE_REFUSED } from "./authorize";

const ELSEWHERE = "https://elsewhere.example";
const edge = edgeForThisFile();

const preflight = (path: string, method = "POST") =>
  rawRequest({
    port: edge.port(),
    method: "OPTIONS",
    path,
    headers: {
      origin: ELSEWHERE,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization, content-type, idempotency-key",
    },
  });

describe("a preflight", () => {
  it("is answered 204 at the edge, allowing any origin, the path's methods and the API's headers", async () => {
    const answer = await preflight("/api/v1/services/abc/book");
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expect(answer.headers["access-control-allow-origin"]).toBe("*");
    expect(answer.headers["access-control-allow-methods"]).toBe("OPTIONS, POST");
    const allowed = String(answer.headers["access-control-allow-headers"]).toLowerCase();
    for (const header of ["authorization", "content-type", "idempotency-key", "if-none-match"]) {
      expect(allowed).toContain(header);
    }
    expect(Number(answer.headers["access-control-max-age"])).toBeGreaterThan(0);
    expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
    const catalogue = await preflight("/api/v1/services", "GET");
    expect(catalogue.headers["access-control-allow-methods"]).toBe("GET, HEAD, OPTIONS, POST");
  });

  it("of a path with no route, or outside /api/v1, goes on to Next.js as before", async () => {
    expect((await preflight("/api/v1/no-such-route")).status).toBe(REACHED_NEXT);
    expect((await preflight("/api/auth/session")).status).toBe(REACHED_NEXT);
    expect((await preflight("/login")).status).toBe(REACHED_NEXT);
  });
});

describe("a refusal", () => {
  it("of a path with no route lets the page of another origin read that it is a 404", () => {
    const answer = noRoute(new Request("http://127.0.0.1:3000/api/v2/x"));
    expect(answer.status).toBe(404);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("at the edge lets the page of another origin read why", async () => {
    const refused = await rawRequest({
      port: edge.port(),
      method: "PATCH",
      path: "/api/v1/services",
    });
    expect(refused.status).toBe(405);
    expect(refused.headers["access-control-allow-origin"]).toBe("*");
  });
});

describe("a request from another origin", () => {
  it("with a Bearer token is answered, readable by the page: CORS headers, exposed headers", async () => {
    const { token } = await signedIn("user");
    const read = await call(wallet, "/api/v1/users/wallet", {
      bearer: token,
      headers: { origin: ELSEWHERE, "sec-fetch-site": "cross-site" },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBe("*");
    expect(read.headers.get("access-control-allow-credentials")).toBeNull();
    const exposed = read.headers.get("access-control-expose-headers")?.toLowerCase() ?? "";
    for (const header of [
      "x-request-id",
      "location",
      "etag",
      "retry-after",
      "ratelimit-remaining",
    ]) {
      expect(exposed).toContain(header);
    }
    // A change with the token is no cross-site forgery: the page holds the credential.
    const change = await call(logout, "/api/v1/auth/logout", {
      method: "POST",
      bearer: token,
      headers: { origin: ELSEWHERE, "sec-fetch-site": "cross-site" },
    });
    expect(change.status).toBe(200);
  });

  it("with the session cookie is still refused, and never allowed credentials", async () => {
    const { browser } = await signedIn("user");
    const refused = await browser.call(changePassword, "/api/v1/auth/change-password", {
      body: { currentPassword: "correct-horse-9", newPassword: "another-horse-9" },
      headers: { origin: ELSEWHERE },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(CROSS_SITE_REFUSED);
    expect(refused.headers.get("access-control-allow-credentials")).toBeNull();
  });
});
