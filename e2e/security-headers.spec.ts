// The browser security headers, read on pages and API responses as `curl -I` would see them,
// and a page that still works under its Content-Security-Policy.
import { expect, test } from "@playwright/test";
import { rawRequest } from "./support/raw-http";
import { NON_DOCUMENT_CSP } from "../lib/security/headers";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

const STATIC = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

test("pages carry a nonce'd Content-Security-Policy and the static headers", async ({
  request,
}) => {
  for (const path of ["/", "/login", "/services/tech-services", "/no-such-page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers, path).toMatchObject(STATIC);
    expect(headers["permissions-policy"]).toContain("camera=()");
    const policy = headers["content-security-policy"] ?? "";
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, `${path}: ${policy}`).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("https://checkout.razorpay.com");
    // Next.js puts this request's nonce on its scripts.
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
  }
});

test("each page view gets a fresh nonce", async ({ request }) => {
  const first = (await request.get("/")).headers()["content-security-policy"];
  const second = (await request.get("/")).headers()["content-security-policy"];
  expect(first).not.toEqual(second);
});

test("API responses carry a policy that allows nothing, and the static headers", async ({
  request,
}) => {
  for (const path of ["/api/v1/health", "/api/v1/services", "/api/v1/nothing-here", "/health"]) {
    const headers = (await request.get(path)).headers();
    expect(headers, path).toMatchObject({
      ...STATIC,
      "content-security-policy": NON_DOCUMENT_CSP,
    });
  }
});

test("HSTS is sent when a trusted proxy says the request came over HTTPS", async () => {
  // The end-to-end server trusts one proxy hop (the specs play that proxy).
  const https = await rawRequest({
    port: E2E_PORT,
    path: "/api/v1/health",
    headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.5" },
  });
  expect(https.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  const plain = await rawRequest({ port: E2E_PORT, path: "/api/v1/health" });
  expect(plain.headers["strict-transport-security"]).toBeUndefined();
});

test("pages work under the policy: no violations while the landing page hydrates", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill("user@demo.test");
  await expect(page.getByLabel("Email")).toHaveValue("user@demo.test");
  await page.goto("/");
  await expect(page.getByRole("link", { name: /get started/i }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
