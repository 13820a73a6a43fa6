// The app server's edge over real HTTP, in front of a stand-in for Next.js: the /api requests
// Next would answer outside the envelope are answered in it before Next sees them. A path that
// does not percent-decode (Next: a text/plain 500), a method a route file does not export (Next:
// an empty 405 with no Allow), a method Next does not know (Next: a text/plain 500). Everything
// else reaches Next untouched.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rawRequest, type RawResponse } from "@/e2e/support/raw-http";
import { API_ROUTES } from "@/lib/api/registry";
import { AUTH_JS_ROUTE_FILE, apiRouteFiles, pathOf } from "@/test/integration/route-files";
import { edgeForThisFile, REACHED_NEXT } from "@/test/integration/edge-stand-in";
import { NO_API_ENDPOINT } from "./gate";
import { MALFORMED_PATH, MALFORMED_QUERY } from "./percent-decoding";
import { LONE_SURROGATE } from "@/lib/validations/text-input";

const edge = edgeForThisFile();

/** One request as sent, path untouched (fetch would refuse TRACE and tidy some paths). */
const send = (method: string, path: string) => rawRequest({ port: edge.port(), method, path });

/** An envelope answer with the headers every API answer carries. */
function expectEnvelope(answer: RawResponse, status: number, error: unknown, where: string) {
  expect({ where, status: answer.status }).toEqual({ where, status });
  expect(answer.headers["content-type"], where).toBe("application/json");
  expect(answer.headers["cache-control"], where).toBe("no-store");
  expect(answer.headers["x-content-type-options"], where).toBe("nosniff");
  expect(answer.headers["content-security-policy"], where).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  if (answer.text !== "") expect(JSON.parse(answer.text), where).toEqual({ success: false, error });
}

const routesWithParams = API_ROUTES.filter((route) => route.path.includes("{"));

describe("a path that does not percent-decode", () => {
  it("answers 400 in the envelope on every operation with a path parameter", async () => {
    expect(routesWithParams.length).toBeGreaterThanOrEqual(30);
    for (const route of routesWithParams) {
      for (const bad of ["%ZZ", "abc%", "%E2%82", "%FF"]) {
        const answer = await send(
          route.method,
          pathOf(route, () => bad),
        );
        expectEnvelope(
          answer,
          400,
          { code: "bad_request", message: MALFORMED_PATH },
          `${route.method} ${route.path} with ${bad}`,
        );
      }
    }
  });

  it("answers 422 for a lone surrogate written into the path (WTF-8)", async () => {
    for (const route of routesWithParams) {
      const answer = await send(
        route.method,
        pathOf(route, () => "a%ED%A0%80"),
      );
      expectEnvelope(
        answer,
        422,
        { code: "validation_failed", message: LONE_SURROGATE },
        `${route.method} ${route.path}`,
      );
    }
  });

  it("answers the same anywhere under /api, and lets good encodings through", async () => {
    expectEnvelope(await send("GET", "/api/v1/%ZZ"), 400, expect.anything(), "unknown path");
    expectEnvelope(await send("POST", "/api/v2/%ZZ/x"), 400, expect.anything(), "other version");
    for (const path of ["/api/v1/orgs/abc", "/api/v1/orgs/caf%C3%A9%20%E2%82%AC", "/health%ZZ"]) {
      expect((await send("GET", path)).status, path).toBe(REACHED_NEXT);
    }
  });
});

describe("a query that is not UTF-8 text", () => {
  it("is refused before Next.js re-encodes it (it would hand the route U+FFFD)", async () => {
    const surrogate = await send("GET", "/api/v1/services?search=yoga%ED%A0%80");
    expectEnvelope(
      surrogate,
      422,
      {
        code: "validation_failed",
        message: LONE_SURROGATE,
        issues: [{ path: "search", message: LONE_SURROGATE }],
      },
      "surrogate",
    );
    const latin1 = await send("GET", "/api/v1/services?search=caf%E9");
    expectEnvelope(latin1, 400, { code: "bad_request", message: MALFORMED_QUERY }, "latin-1");
    expect((await send("GET", "/api/v1/services?search=caf%C3%A9&x=100%")).status).toBe(
      REACHED_NEXT,
    );
    expect((await send("GET", "/login?next=%E9")).status).toBe(REACHED_NEXT);
  });
});

describe("a method a route file does not export", () => {
  const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];

  it("answers 405 in the envelope with Allow on every route file; the rest reach Next", async () => {
    const files = (await apiRouteFiles()).filter(({ file }) => !file.includes("[[...path]]"));
    expect(files.length).toBeGreaterThan(80);
    for (const { file, exports } of files) {
      const exported = ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((name) => name in exports);
      const allow = [...exported, ...(exported.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort();
      const path = file
        .replace(/^app/, "")
        .replace(/\/route\.ts$/, "")
        .replace(/\[\.\.\.\w+\]/g, "session/x")
        .replace(/\[\w+\]/g, "x1");
      for (const method of METHODS) {
        const answer = await send(method, path);
        const where = `${method} ${path} (${file})`;
        if (method === "OPTIONS" && path.startsWith("/api/v1/")) {
          // A preflight of the JSON API is the edge's to answer (lib/api/cors.ts).
          expect({ where, status: answer.status, allow: answer.headers.allow }).toEqual({
            where,
            status: 204,
            allow: allow.join(", "),
          });
          continue;
        }
        if (allow.includes(method)) {
          expect(answer.status, where).toBe(REACHED_NEXT);
          continue;
        }
        expectEnvelope(
          answer,
          405,
          {
            code: "method_not_allowed",
            message: `${method} is not allowed at this path; it answers ${allow.join(", ")}.`,
          },
          where,
        );
        expect(answer.headers.allow, where).toBe(allow.join(", "));
      }
    }
  });

  it("does the same for Auth.js's route file, which answers GET and POST", async () => {
    expect(existsSync(AUTH_JS_ROUTE_FILE)).toBe(true);
    for (const method of ["GET", "POST", "HEAD", "OPTIONS"]) {
      expect((await send(method, "/api/auth/session")).status, method).toBe(REACHED_NEXT);
    }
    const put = await send("PUT", "/api/auth/callback/google");
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, OPTIONS, POST");
  });

  it("prefers a static segment to a parameter, as Next.js does", async () => {
    // conversions/quote answers GET only, though conversions/{id} sits beside it.
    expect((await send("POST", "/api/v1/conversions/quote")).headers.allow).toBe(
      "GET, HEAD, OPTIONS",
    );
    expect((await send("GET", "/api/v1/conversions/quote")).status).toBe(REACHED_NEXT);
  });

  it("a method Next.js does not know on a path without a route is the JSON 404", async () => {
    expectEnvelope(
      await send("TRACE", "/api/v2/anything"),
      404,
      { code: "not_found", message: NO_API_ENDPOINT },
      "TRACE",
    );
    // Known methods there reach the catch-all route, which answers the same 404.
    expect((await send("DELETE", "/api/v2/anything")).status).toBe(REACHED_NEXT);
    // Pages are not the API's business.
    expect((await send("TRACE", "/login")).status).toBe(REACHED_NEXT);
  });
});
