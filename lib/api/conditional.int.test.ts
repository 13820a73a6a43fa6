// ETag and If-None-Match over HTTP on PostgreSQL, on the reads whose registry entry declares
// `cache` (the catalogue, a service, an organization's public page, the OpenAPI document): a
// second request with the tag is a 304 with no body, a changed answer has a new tag, and only a
// signed-out answer is `public` (a signed-in one is `private, no-cache`, varying by credential).
import { describe, expect, it } from "vitest";
import { GET as openApi } from "@/app/api/v1/openapi.json/route";
import { GET as publicOrganization } from "@/app/api/v1/orgs/[id]/route";
import { GET as catalogue } from "@/app/api/v1/services/route";
import { GET as service } from "@/app/api/v1/services/[id]/route";
import { VARY_BY_CALLER } from "@/lib/api/conditional";
import type { RegisteredHandler } from "@/lib/api/route";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { call, ORIGIN } from "@/test/integration/http";
import { createService } from "@/test/integration/marketplace";

/** The raw answer, so a 304's body can be seen to be empty. */
async function get(
  handler: RegisteredHandler,
  path: string,
  options: { params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const response = await handler(
    new Request(new URL(path, ORIGIN), {
      headers: { host: new URL(ORIGIN).host, ...options.headers },
    }),
    { params: Promise.resolve(options.params ?? {}) },
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A first answer, then the same request with its ETag: 304, no body, the same tag. */
async function expectRevalidated(
  handler: RegisteredHandler,
  path: string,
  params: Record<string, string> = {},
) {
  const first = await get(handler, path, { params });
  expect(first.status, path).toBe(200);
  const etag = first.headers.get("etag");
  expect(etag, path).toMatch(/^"[\w-]+"$/);
  const again = await get(handler, path, { params, headers: { "if-none-match": etag ?? "" } });
  expect({ path, status: again.status, text: again.text }).toEqual({ path, status: 304, text: "" });
  expect(again.headers.get("etag")).toBe(etag);
  expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
  return etag;
}

describe("conditional reads", () => {
  it("answer 304 with no body to a tag they still have, on every cached read", async () => {
    const listed = await createService({ price: 40 });
    await expectRevalidated(catalogue, "/api/v1/services");
    await expectRevalidated(service, `/api/v1/services/${listed.id}`, { id: listed.id });
    await expectRevalidated(publicOrganization, `/api/v1/orgs/${listed.organizationId}`, {
      id: listed.organizationId,
    });
    await expectRevalidated(openApi, "/api/v1/openapi.json");
  });

  it("give a changed service a new tag, and answer it in full to the old one", async () => {
    const listed = await createService({ price: 40 });
    const path = `/api/v1/services/${listed.id}`;
    const params = { id: listed.id };
    const before = await expectRevalidated(service, path, params);
    await db().service.update({ where: { id: listed.id }, data: { price: 45 } });
    const after = await get(service, path, { params, headers: { "if-none-match": before ?? "" } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
    expect(JSON.parse(after.text)).toMatchObject({ data: { price: 45 } });
  });

  it("give the catalogue a new tag when a service is added", async () => {
    const before = await expectRevalidated(catalogue, "/api/v1/services");
    await createService({ price: 41 });
    const after = await get(catalogue, "/api/v1/services", {
      headers: { "if-none-match": before ?? "" },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });

  it("are public signed out, and private and varying by credential signed in", async () => {
    const signedOut = await get(catalogue, "/api/v1/services");
    expect(signedOut.headers.get("cache-control")).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+/,
    );
    expect(signedOut.headers.get("vary")).toBe(VARY_BY_CALLER);

    const { token, browser } = await signedIn("user");
    const withToken = await call(catalogue, "/api/v1/services", { bearer: token });
    const withCookie = await browser.call(catalogue, "/api/v1/services");
    for (const answer of [withToken, withCookie]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toMatch(/^private, no-cache/);
      expect(answer.headers.get("cache-control")).not.toContain("public");
      expect(answer.headers.get("vary")).toBe(VARY_BY_CALLER);
      expect(answer.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    }
    // The signed-in answer is the caller's own (`viewer`): another tag than everyone's.
    expect(withToken.headers.get("etag")).not.toBe(signedOut.headers.get("etag"));
  });

  it("never tag an error", async () => {
    const missing = await get(service, "/api/v1/services/nope", { params: { id: "nope" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
    expect(missing.headers.get("cache-control")).toMatch(/^no-store/);
  });
});
