// The health pings and the API's JSON answers where Next.js would answer otherwise (a 404, a path
// that does not decode, a method a route does not answer, a 401), over plain HTTP.
import { expect, test } from "@playwright/test";
import { rawRequest } from "./support/raw-http";
import { NON_DOCUMENT_CSP } from "../lib/security/headers";

for (const path of ["/health", "/api/v1/health"]) {
  test(`GET ${path} answers 200 with the database up`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({
      success: true,
      data: { status: "ok", database: { ok: true } },
    });
  });
}

test("an unknown /api/v1 path answers a JSON 404, not the HTML page", async ({ request }) => {
  const response = await request.get("/api/v1/whatever");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toMatchObject({
    success: false,
    error: { code: "not_found" },
  });
});

test("an unknown /api/v1 path answers JSON 404 to other methods too", async ({ request }) => {
  const response = await request.post("/api/v1/whatever/deeper", { data: {} });
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ success: false, error: { code: "not_found" } });
});

// The answers Next.js itself gave outside the envelope, on the built app behind its edge. Raw
// requests: a browser's client would tidy the path or refuse the method.
const portOf = (baseURL: string | undefined) => Number(new URL(baseURL ?? "").port);

test("any /api path without a route answers the JSON 404: other versions, /api itself", async ({
  request,
}) => {
  for (const path of ["/api/v2/anything", "/api/foo", "/api", "/api/dev/other"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toContain("application/json");
    expect(response.headers()["content-security-policy"], path).toBe(NON_DOCUMENT_CSP);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "not_found" } });
  }
});

test("a path that does not percent-decode answers 400 in the envelope, not a text 500", async ({
  baseURL,
}) => {
  for (const [method, path] of [
    ["GET", "/api/v1/orgs/%ZZ"],
    ["POST", "/api/v1/conversions/%ZZ/approve"],
    ["GET", "/api/v1/%ZZ"],
    ["GET", "/api/v1/services?search=caf%E9"],
  ] as const) {
    const response = await rawRequest({ port: portOf(baseURL), method, path });
    expect(response.status, path).toBe(400);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(response.text)).toMatchObject({
      success: false,
      error: { code: "bad_request" },
    });
  }
});

test("a method a route does not answer is a 405 in the envelope, with Allow", async ({
  baseURL,
}) => {
  for (const method of ["DELETE", "TRACE"]) {
    const response = await rawRequest({
      port: portOf(baseURL),
      method,
      path: "/api/v1/users/wallet",
    });
    expect(response.status, method).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(JSON.parse(response.text)).toMatchObject({ error: { code: "method_not_allowed" } });
  }
});

test("a 401 says which scheme would work", async ({ request }) => {
  const response = await request.get("/api/v1/users/wallet");
  expect(response.status()).toBe(401);
  expect(response.headers()["www-authenticate"]).toBe("Bearer");
});
