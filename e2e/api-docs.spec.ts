// The API reference (docs/api.md): the footer's 'API Documentation' opens /docs/api, the generated
// OpenAPI document as a plain page readable at once (no script to wait for, none at all), and from
// it the interactive reference, which renders the same document in the browser with no console
// error and nothing from a CDN.
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the reference is readable: every group and route, with its method and path", async ({
    page,
  }) => {
    await page.goto("/docs/api");
    await expect(page.getByRole("heading", { level: 1, name: "Coinmarket API" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Accounts" })).toBeVisible();
    const login = page.getByRole("heading", {
      level: 3,
      name: "POST /api/v1/auth/login",
      exact: true,
    });
    await expect(login).toBeVisible();
    await expect(page.locator("article").filter({ has: login })).toContainText(
      "Sign in with email and password",
    );
    await expect(
      page.getByRole("heading", { level: 3, name: "PUT /api/v1/admin/settings", exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Envelope.").first()).toBeVisible();
    // The contents lead to each group.
    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: "Admin" })
      .click();
    await expect(page).toHaveURL(/\/docs\/api#tag-Admin$/);
  });
});

test("at network idle on a desktop the reference is there, loading no script", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/docs/api", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Coinmarket API" })).toBeInViewport();
  await expect(page.getByRole("link", { name: "Interactive reference" }).first()).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: "GET /api/v1/services", exact: true }),
  ).toBeVisible();
  expect(scripts).toEqual([]);
  await expectNoSeriousAxeViolations(page);
});

test("the interactive reference renders the generated document with no console error", async ({
  page,
}) => {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol !== "data:") {
      foreign.push(request.url());
    }
  });

  await page.goto("/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "API Documentation", exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "Coinmarket API" })).toBeVisible();
  // The interactive reference, on demand.
  await page.getByRole("link", { name: "Interactive reference" }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\?view=interactive$/);
  await expect(page.getByRole("heading", { name: "Coinmarket API" }).first()).toBeVisible({
    timeout: 20_000,
  });
  // The registry's routes, grouped, and the document's words on the envelope and idempotency.
  await expect(page.getByText("Sign in with email and password").first()).toBeVisible();
  await expect(page.getByText("Envelope.").first()).toBeVisible();
  await expect(page.getByText("Idempotency.").first()).toBeAttached();
  // Nothing here calls Scalar's own services.
  await expect(page.getByRole("button", { name: "Ask AI" })).toHaveCount(0);
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);

  // The way back to the plain reference, and to the app (docs/features.md).
  await expect(page.getByRole("link", { name: "Plain reference" })).toHaveAttribute(
    "href",
    "/docs/api",
  );
  await page.getByRole("link", { name: "Back to Coinmarket" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("GET /api/v1/openapi.json answers the OpenAPI 3.1 document", async ({ request }) => {
  const response = await request.get("/api/v1/openapi.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(["/api/v1/services/{id}/book", "/api/v1/payments/orders"]),
  );
});
