// Auth.js's POST routes read their (form) body through the app's capped reader: a chunked body of
// many megabytes is refused with 413 after little more than the limit, and an ordinary form still
// reaches Auth.js whole, on the public origin. They set cookies, so another site's page is refused
// before Auth.js sees anything. Auth.js itself is replaced by a stand-in that reports what it was
// handed (next-auth cannot be loaded outside Next's bundler).
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { MAX_BODY_BYTES } from "@/lib/api/route";
import { appOrigin } from "@/lib/server/http/app-url";
import { expectStoppedAtLimit, lazyBody } from "@/test/lazy-body";
import { POST } from "./route";

const authjs = vi.hoisted(() => ({
  POST: vi.fn(async (request: Request) =>
    Response.json({ url: request.url, method: request.method, body: await request.text() }),
  ),
}));
vi.mock("@/lib/server/auth/authjs", () => ({ handlers: { GET: authjs.POST, POST: authjs.POST } }));

const ORIGIN = "http://127.0.0.1:3000";
// As a browser on our own page sends it (NextRequest reports 127.0.0.1 as localhost in its URL;
// the Host header says what the browser asked for).
const FORM = {
  "content-type": "application/x-www-form-urlencoded",
  host: new URL(ORIGIN).host,
  origin: ORIGIN,
};

describe("POST /api/auth/*", () => {
  it("stops reading a 64 MB chunked body just past the limit and answers 413", async () => {
    authjs.POST.mockClear();
    const body = lazyBody(64 * 1024 * 1024, "csrfToken=");
    const request = new NextRequest(`${ORIGIN}/api/auth/signout`, {
      method: "POST",
      headers: FORM,
      body: body.stream,
      duplex: "half",
    });
    const response = await POST(request);
    await expectStoppedAtLimit(response, body, MAX_BODY_BYTES);
    expect(authjs.POST).not.toHaveBeenCalled();
  });

  it("hands an ordinary form to Auth.js whole, with its method and path", async () => {
    const form = "csrfToken=abc&callbackUrl=%2Fdashboard";
    const request = new NextRequest(`${ORIGIN}/api/auth/signout?x=1`, {
      method: "POST",
      headers: FORM,
      body: form,
    });
    const response = await POST(request);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: `${appOrigin()}/api/auth/signout?x=1`,
      method: "POST",
      body: form,
    });
  });

  it("refuses another site's page with 403 before Auth.js sees it (it would set cookies)", async () => {
    authjs.POST.mockClear();
    const pages: Record<string, string>[] = [
      { ...FORM, origin: "https://evil.example" },
      { ...FORM, origin: ORIGIN.replace("http:", "https:") },
      { "content-type": FORM["content-type"], host: FORM.host, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of pages) {
      const request = new NextRequest(`${ORIGIN}/api/auth/signin/google`, {
        method: "POST",
        headers,
        body: "csrfToken=abc&callbackUrl=%2Fdashboard",
      });
      const response = await POST(request);
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toEqual({
        success: false,
        error: { code: "forbidden", message: "Cross-site request refused." },
      });
    }
    expect(authjs.POST).not.toHaveBeenCalled();
  });

  it("lets a form without Origin through when the browser says it is our own page", async () => {
    authjs.POST.mockClear();
    const request = new NextRequest(`${ORIGIN}/api/auth/signout`, {
      method: "POST",
      headers: {
        "content-type": FORM["content-type"],
        host: FORM.host,
        "sec-fetch-site": "same-origin",
      },
      body: "csrfToken=abc",
    });
    expect((await POST(request)).status).toBe(200);
    expect(authjs.POST).toHaveBeenCalledTimes(1);
  });
});
