// Signing in from another site's page (login CSRF): the password login and the Google sign-up's
// intent cookie refuse a cross-site Origin before any cookie is set, as cookie sessions' changes
// are refused; our own pages and callers that are not browsers sign in as before. (Auth.js's own
// POSTs: app/api/auth/[...nextauth]/route.int.test.ts.)
import { beforeAll, describe, expect, it, vi } from "vitest";

// Google sign-in on, set before lib/env reads the configuration (imports come after this).
vi.hoisted(() => {
  process.env.AUTH_GOOGLE_ID = "cross-site-test";
  process.env.AUTH_GOOGLE_SECRET = "cross-site-secret";
});

import { POST as googleIntent } from "@/app/api/v1/auth/google/intent/route";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { db } from "@/lib/server/db/client";
import { PASSWORD, registerThroughApi } from "@/test/integration/accounts";
import { call, freshIp, ORIGIN } from "@/test/integration/http";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const CROSS_SITE = { code: "forbidden", message: "Cross-site request refused." };

async function sessionsOf(email: string) {
  return db().session.count({ where: { user: { email } } });
}

function logIn(email: string, headers: Record<string, string>) {
  return call(login, "/api/v1/auth/login", {
    ip: freshIp(),
    body: { email, password: PASSWORD },
    headers,
  });
}

describe("POST /api/v1/auth/login", () => {
  it("refuses another site's page with the right password, and sets no cookie", async () => {
    const { email } = await registerThroughApi();
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      // Our own host on another scheme is another site.
      { origin: ORIGIN.replace("http:", "https:") },
      // A browser that sends no Origin still says where the form was.
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of crossSite) {
      const response = await logIn(email, headers);
      const label = JSON.stringify(headers);
      expect(response.status, label).toBe(403);
      expect(response.body, label).toEqual({ success: false, error: CROSS_SITE });
      expect(response.setCookies, label).toEqual([]);
    }
    expect(await sessionsOf(email)).toBe(0);
  });

  it("signs in from our own pages, and callers that are not browsers, as before", async () => {
    const { email } = await registerThroughApi();
    const ownPagesAndScripts: Record<string, string>[] = [
      { origin: ORIGIN },
      { "sec-fetch-site": "same-origin" },
      // curl, scripts and API clients send neither header.
      {},
    ];
    for (const headers of ownPagesAndScripts) {
      const response = await logIn(email, headers);
      const label = JSON.stringify(headers);
      expect(response.status, label).toBe(200);
      expect(response.setCookies[0], label).toMatch(/^authjs\.session-token=/);
    }
    expect(await sessionsOf(email)).toBe(3);
  });
});

describe("POST /api/v1/auth/google/intent", () => {
  const body = { role: "org", source: "signup", acceptTerms: true, organizationName: "Evil Org" };

  it("refuses another site's page, and sets no cookie", async () => {
    const response = await call(googleIntent, "/api/v1/auth/google/intent", {
      body,
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, error: CROSS_SITE });
    expect(response.setCookies).toEqual([]);
  });

  it("sets the intent cookie for our own pages", async () => {
    const response = await call(googleIntent, "/api/v1/auth/google/intent", {
      body,
      headers: { origin: ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.setCookies[0]).toMatch(/^cm_google_intent=org\./);
  });
});
