// The site around the pages (docs/features.md): an icon set and a web manifest with no 404 on a
// first load, a footer and a call-to-action that fit the signed-in role, and a greeting that
// knows a first sign-in from a return.
import { expect, test, type Page } from "@playwright/test";
import {
  DASHBOARDS,
  DEMO,
  createVerifiedAccount,
  firstNameOf,
  heading,
  logOutThroughMenu,
  pathIs,
  signIn,
  type Role,
} from "./support/accounts";

/** Every 404 the browser met while loading `path` in a fresh context (no cached icon). */
async function notFoundOnFirstLoad(page: Page, path: string): Promise<string[]> {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /404/.test(message.text())) missing.push(message.text());
  });
  await page.goto(path, { waitUntil: "load" });
  // The browser asks for the icon after the page has loaded.
  await page.waitForTimeout(1500);
  return missing;
}

test("/favicon.ico, the icons and the web manifest answer, and a first load has no 404", async ({
  page,
  request,
}) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\//);

  expect(await notFoundOnFirstLoad(page, "/")).toEqual([]);

  const iconHref = await page.locator('link[rel="icon"]').first().getAttribute("href");
  const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  for (const href of [iconHref, appleHref]) {
    const response = await request.get(href ?? "");
    expect(response.status(), href ?? "no href").toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  }

  const manifest = await request.get(manifestHref ?? "");
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(body).toMatchObject({ name: "Coinmarket", short_name: "Coinmarket", start_url: "/" });
  expect(body.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  for (const icon of body.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe(icon.type);
  }
});

const FOOTER_LINKS: Record<Role, { name: string; href: string }[]> = {
  user: [
    { name: "Dashboard", href: DASHBOARDS.user },
    { name: "Browse Services", href: "/services" },
    { name: "My Bookings", href: "/bookings" },
  ],
  org: [
    { name: "Dashboard", href: DASHBOARDS.org },
    { name: "My Services", href: "/org/services" },
    { name: "Convert Coins", href: "/org/convert" },
  ],
  admin: [
    { name: "Dashboard", href: DASHBOARDS.admin },
    { name: "Users", href: "/admin/users" },
    { name: "Services", href: "/admin/services" },
    { name: "Conversions", href: "/admin/conversions" },
  ],
};

/** Where the landing page's call-to-action leads each role, and the page's heading there. */
const CTA: Record<Role, { name: string; href: string; lands: RegExp }> = {
  user: { name: "Start Exploring Services", href: "/services", lands: /^Browse Services$/ },
  org: { name: "Go to Your Dashboard", href: DASHBOARDS.org, lands: /^Welcome/ },
  admin: { name: "Open the Admin Dashboard", href: DASHBOARDS.admin, lands: /^Welcome/ },
};

for (const role of ["user", "org", "admin"] as const) {
  test(`a signed-in ${role} gets their own footer links and call-to-action`, async ({ page }) => {
    await signIn(page, DEMO[role], "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Sign Up", exact: true })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    const marketplace = footer.getByRole("navigation", { name: "Marketplace" });
    await expect(marketplace.getByRole("link")).toHaveText(FOOTER_LINKS[role].map((l) => l.name));
    for (const link of FOOTER_LINKS[role]) {
      await expect(marketplace.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }

    const cta = page.locator("section[aria-labelledby=cta-title]");
    const action = cta.getByRole("link", { name: CTA[role].name });
    await expect(action).toHaveAttribute("href", CTA[role].href);
    // Neither the hero nor the call-to-action sends an organization or admin to Access Denied.
    await expect(
      page.getByRole("main").getByRole("link", { name: "Start Exploring Services" }),
    ).toHaveCount(role === "user" ? 2 : 0);
    await action.click();
    await expect(page).toHaveURL(pathIs(CTA[role].href));
    await expect(page.getByText("Access Denied")).toHaveCount(0);
    await expect(heading(page, CTA[role].lands)).toBeVisible();
  });
}

test("a signed-out visitor's footer still offers Sign Up and Login", async ({ page }) => {
  await page.goto("/");
  const marketplace = page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: "Marketplace" });
  await expect(marketplace.getByRole("link")).toHaveText([
    "Browse Services",
    "Sign Up",
    "Login",
    "Partner with Us",
  ]);
});

test("a first sign-in says Welcome, a later one Welcome back", async ({ page }) => {
  test.slow(); // sign-up, verification and two sign-ins
  const account = await createVerifiedAccount({ name: "Nadia Firsttime" });
  const first = firstNameOf(account.name);
  await signIn(page, account, DASHBOARDS.user);
  await expect(heading(page, `Welcome, ${first}`)).toBeVisible();
  await expect(heading(page, /Welcome back/)).toHaveCount(0);
  // Still the first sign-in: reloading the dashboard does not make it a return.
  await page.reload();
  await expect(heading(page, `Welcome, ${first}`)).toBeVisible();

  await logOutThroughMenu(page);
  await signIn(page, account, DASHBOARDS.user);
  await expect(heading(page, `Welcome back, ${first}`)).toBeVisible();
});
