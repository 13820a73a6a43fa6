// The site around the pages on a phone (Pixel 7; docs/features.md): the menu lists each place
// once, no icon 404 on a first load, and the footer and call-to-action fit the signed-in role.
import { expect, test, type Page } from "@playwright/test";
import { DASHBOARDS, DEMO, pathIs, signInThroughForm, type Role } from "./support/accounts";

/** Through the form, the admin's second step included. */
async function signInOnPhone(page: Page, role: Role) {
  await signInThroughForm(page, DEMO[role], DASHBOARDS[role]);
}

test("a first load on a phone meets no 404 (icons and manifest included)", async ({ page }) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto("/", { waitUntil: "load" });
  await page.waitForTimeout(1500); // the icon is asked for after the load
  expect(missing).toEqual([]);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
});

for (const role of ["user", "org", "admin"] as const) {
  test(`the phone menu of a signed-in ${role} lists Dashboard once`, async ({ page }) => {
    await signInOnPhone(page, role);
    await page.getByRole("button", { name: "Open menu" }).tap();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(1);
    await expect(nav.getByRole("link", { name: "Settings", exact: true })).toHaveCount(1);
    const hrefs = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
}

test("an organization's footer and call-to-action on a phone lead to its own pages", async ({
  page,
}) => {
  await signInOnPhone(page, "org");
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Sign Up", exact: true })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  const cta = page.locator("section[aria-labelledby=cta-title]");
  await expect(cta.getByRole("link", { name: "Start Exploring Services" })).toHaveCount(0);
  await cta.getByRole("link", { name: "Go to Your Dashboard" }).tap();
  await expect(page).toHaveURL(pathIs(DASHBOARDS.org));
  await expect(page.getByText("Access Denied")).toHaveCount(0);
});
