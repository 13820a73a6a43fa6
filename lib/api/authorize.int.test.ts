// Route authorization against real requests: cookie sessions must come from our own pages
// (CSRF), Bearer tokens need no Origin, and the header that once let requests skip Next.js
// middleware grants nothing here.
import { beforeAll, describe, expect, it, vi } from "vitest";

// The public origin, set before lib/env reads the configuration (imports come after this).
const APP_URL = vi.hoisted(() => (process.env.APP_URL = "https://coins.example.test"));
import { POST as logout } from "@/app/api/v1/auth/logout/route";
import { GET as profileGet, PUT as profilePut } from "@/app/api/v1/auth/profile/route";
import { POST as suspend } from "@/app/api/v1/admin/users/[id]/suspend/route";
import { db } from "@/lib/server/db/client";
import { signedIn } from "@/test/integration/accounts";
import { call, type Browser } from "@/test/integration/http";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const EVIL = "https://evil.example";
const CROSS_SITE = { code: "forbidden", message: "Cross-site request refused." };
const MIDDLEWARE_BYPASS = "middleware:middleware:middleware:middleware:middleware";

/** The browser renames its account, from the page the headers say. */
function rename(browser: Browser, name: string, headers: Record<string, string> = {}) {
  return browser.call(profilePut, "/api/v1/auth/profile", {
    method: "PUT",
    body: { name },
    headers,
  });
}

async function nameOf(id: string) {
  return (await db().user.findUniqueOrThrow({ where: { id } })).name;
}

describe("a cookie session changing something", () => {
  it("is refused from another site's Origin and changes nothing", async () => {
    const { user, browser } = await signedIn();

    const renamed = await browser.call(profilePut, "/api/v1/auth/profile", {
      method: "PUT",
      body: { name: "Renamed By Evil" },
      headers: { origin: EVIL },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body.error).toMatchObject(CROSS_SITE);
    expect(await nameOf(user.id)).toBe(user.name);

    const loggedOut = await browser.call(logout, "/api/v1/auth/logout", {
      method: "POST",
      headers: { origin: EVIL },
    });
    expect(loggedOut.status).toBe(403);
    expect(loggedOut.body.error).toMatchObject(CROSS_SITE);
    expect(loggedOut.setCookies).toEqual([]);
    // The session survived: the browser's own pages can still use it.
    expect((await browser.call(profileGet, "/api/v1/auth/profile")).status).toBe(200);
  });

  it("is refused without an Origin when the browser says the request is cross-site", async () => {
    const { user, browser } = await signedIn();
    const cookie = browser.cookieHeader();

    const renamed = await call(profilePut, "/api/v1/auth/profile", {
      method: "PUT",
      body: { name: "Renamed Cross Site" },
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body.error).toMatchObject(CROSS_SITE);
    expect(await nameOf(user.id)).toBe(user.name);

    const loggedOut = await call(logout, "/api/v1/auth/logout", {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(loggedOut.status).toBe(403);
    expect((await browser.call(profileGet, "/api/v1/auth/profile")).status).toBe(200);
  });

  it("is refused for an Origin that is not a URL", async () => {
    const { user, browser } = await signedIn();
    const renamed = await browser.call(profilePut, "/api/v1/auth/profile", {
      method: "PUT",
      body: { name: "Renamed From Null" },
      headers: { origin: "null" },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body.error).toMatchObject(CROSS_SITE);
    expect(await nameOf(user.id)).toBe(user.name);
  });

  it("is refused from our own host on another scheme or port", async () => {
    const { user, browser } = await signedIn();
    // The requests reach us over plain HTTP at 127.0.0.1:3000 (test/integration/http.ts).
    for (const origin of [
      "https://127.0.0.1:3000",
      "http://127.0.0.1:3001",
      "http://127.0.0.1",
      "https://coins.example.test:8443",
      "http://coins.example.test",
    ]) {
      const renamed = await rename(browser, "Renamed Elsewhere", { origin });
      expect(renamed.status, origin).toBe(403);
      expect(renamed.body.error, origin).toMatchObject(CROSS_SITE);
    }
    expect(await nameOf(user.id)).toBe(user.name);
  });

  it("is allowed over HTTPS from the https origin when the edge says the request came so", async () => {
    const { user, browser } = await signedIn();
    const https = { "x-forwarded-proto": "https", origin: "https://127.0.0.1:3000" };
    expect((await rename(browser, "Renamed Over Https", https)).status).toBe(200);
    expect(await nameOf(user.id)).toBe("Renamed Over Https");

    // ...and then the http origin is the other site.
    const plain = { ...https, origin: "http://127.0.0.1:3000" };
    expect((await rename(browser, "Renamed Over Http", plain)).status).toBe(403);
    expect(await nameOf(user.id)).toBe("Renamed Over Https");
  });

  it("is allowed from APP_URL's origin, whatever host and scheme the request reached", async () => {
    // A TLS proxy that does not tell the app the scheme: the browser's page is APP_URL's.
    const { user, browser } = await signedIn();
    expect((await rename(browser, "Renamed Behind Proxy", { origin: APP_URL })).status).toBe(200);
    expect(await nameOf(user.id)).toBe("Renamed Behind Proxy");
  });

  it("is allowed from our own Origin", async () => {
    const { user, browser } = await signedIn();
    const renamed = await browser.call(profilePut, "/api/v1/auth/profile", {
      method: "PUT",
      body: { name: "Renamed At Home" },
    });
    expect(renamed.status).toBe(200);
    expect(await nameOf(user.id)).toBe("Renamed At Home");
  });
});

describe("a Bearer token", () => {
  it("needs no Origin check: the same change from another site's Origin is allowed", async () => {
    const { user, token } = await signedIn();
    const renamed = await call(profilePut, "/api/v1/auth/profile", {
      method: "PUT",
      bearer: token,
      body: { name: "Renamed By Token" },
      headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: user.id, name: "Renamed By Token" });
    expect(await nameOf(user.id)).toBe("Renamed By Token");

    const loggedOut = await call(logout, "/api/v1/auth/logout", {
      method: "POST",
      bearer: token,
      headers: { origin: EVIL },
    });
    expect(loggedOut.status).toBe(200);
    expect((await call(profileGet, "/api/v1/auth/profile", { bearer: token })).status).toBe(401);
  });
});

describe("the x-middleware-subrequest header", () => {
  it("does not let a request without a credential through", async () => {
    const headers = { "x-middleware-subrequest": MIDDLEWARE_BYPASS };
    const read = await call(profileGet, "/api/v1/auth/profile", { headers });
    expect(read.status).toBe(401);
    expect(read.body.error).toMatchObject({
      code: "unauthorized",
      message: "Authentication required. Please log in again.",
    });

    const { user } = await signedIn();
    const suspended = await call(suspend, `/api/v1/admin/users/${user.id}/suspend`, {
      method: "POST",
      params: { id: user.id },
      headers,
    });
    expect(suspended.status).toBe(401);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).isActive).toBe(true);
  });

  it("does not lift a role check", async () => {
    const { token } = await signedIn();
    const { user: target } = await signedIn();
    const response = await call(suspend, `/api/v1/admin/users/${target.id}/suspend`, {
      method: "POST",
      bearer: token,
      params: { id: target.id },
      headers: { "x-middleware-subrequest": MIDDLEWARE_BYPASS },
    });
    expect(response.status).toBe(403);
    expect(response.body.error?.message).toBe("You do not have permission to perform this action.");
  });
});
