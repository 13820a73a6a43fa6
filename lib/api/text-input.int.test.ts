// Text that is not text, over HTTP on PostgreSQL: a lone UTF-16 surrogate (`"\ud800 broken"`) in
// any string of any JSON body, the query or a path parameter is refused with one 422 before any
// route sees it. jsonb refused it with a 500 (a service edit), and text columns silently stored
// U+FFFD instead. A surrogate pair (an emoji) is text, and stays as sent.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getService } from "@/app/api/v1/services/[id]/route";
import { GET as catalogue } from "@/app/api/v1/services/route";
import { PUT as updateProfile } from "@/app/api/v1/users/profile/route";
import { API_ROUTES } from "@/lib/api/registry";
import { signedIn } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";
import {
  callerFor,
  handlerOf,
  pathOf,
  validParam,
  type Account,
} from "@/test/integration/route-files";
import { MALFORMED_QUERY } from "./percent-decoding";
import { LONE_SURROGATE } from "@/lib/validations/text-input";

/** The refusal, naming where the surrogate was. */
const refusedAt = (path: string) => ({
  code: "validation_failed",
  message: LONE_SURROGATE,
  issues: [{ path, message: LONE_SURROGATE }],
});

let accounts: Record<"user" | "org" | "admin", Account>;

beforeAll(async () => {
  accounts = {
    user: await signedIn("user"),
    org: await signedIn("org"),
    admin: await signedIn("admin"),
  };
});

describe("a lone surrogate in a JSON body", () => {
  it("is refused with 422 by every operation that takes a body", async () => {
    const routes = API_ROUTES.filter((route) => route.body);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const response = await call(await handlerOf(route), pathOf(route, validParam), {
        method: route.method,
        bearer: callerFor(route, accounts)?.token,
        params: Object.fromEntries(
          [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, validParam(name!)]),
        ),
        rawBody: '{"title":"\\ud800 broken"}',
        ip: freshIp(),
      });
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 422,
      });
      expect(response.body.error).toEqual(refusedAt("title"));
    }
  });

  it("names where it is, however deep, in a key as in a value", async () => {
    const put = (rawBody: string) =>
      call(updateProfile, "/api/v1/users/profile", {
        method: "PUT",
        bearer: accounts.user.token,
        rawBody,
      });
    expect((await put('{"name":"Asha","tags":[{"a":"ok"},{"b":"\\udc00x"}]}')).body.error).toEqual(
      refusedAt("tags.1.b"),
    );
    expect((await put('{"name":"Asha","nested":{"\\ud83d":1}}')).body.error).toEqual(
      refusedAt("nested"),
    );
  });

  it("leaves a surrogate pair alone: an emoji is stored as sent", async () => {
    const response = await call<{ name: string }>(updateProfile, "/api/v1/users/profile", {
      method: "PUT",
      bearer: accounts.user.token,
      rawBody: '{"name":"Asha \\ud83d\\ude00"}',
    });
    expect(response.status).toBe(200);
    expect(response.body.data?.name).toBe("Asha \u{1f600}");
  });
});

describe("a lone surrogate in the query or a path parameter", () => {
  it("is refused with 422 in the query (percent-encoded as WTF-8 would write it)", async () => {
    const response = await call(catalogue, "/api/v1/services?search=yoga%ED%A0%80");
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual(refusedAt("search"));
  });

  it("is refused with 422 in a path parameter", async () => {
    const response = await call(getService, "/api/v1/services/x", { params: { id: "a\ud800" } });
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual(refusedAt("id"));
  });

  it("a query value whose bytes are not UTF-8 is a 400, not U+FFFD", async () => {
    const response = await call(catalogue, "/api/v1/services?search=caf%E9");
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: "bad_request", message: MALFORMED_QUERY });
    // A lone % is read literally in a query string, as forms send it: nothing to refuse.
    expect((await call(catalogue, "/api/v1/services?search=100%25%20%ZZ")).status).toBe(200);
  });
});
