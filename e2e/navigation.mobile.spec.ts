// The header on a phone (Pixel 7): a collapsible menu mirrors the navigation bar (docs/spec.md
// "Navigation bar"), and no page scrolls sideways.
import { expect, test, type Page } from "@playwright/test";

function menuButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^(Open|Close) menu$/ });
}

function mobileNav(page: Page) {
  return page.getByRole("navigation", { name: "Mobile" });
}

test("the header shows a menu button instead of the desktop links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(mobileNav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("tapping the menu button reveals Home, Login and Sign Up", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).tap();

  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
  const nav = mobileNav(page);
  await expect(nav).toBeVisible();
  for (const [name, href] of [
    ["Home", "/"],
    ["Login", "/login"],
    ["Sign Up", "/signup"],
  ] as const) {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
  // The menu button names what it controls.
  const controls = await menuButton(page).getAttribute("aria-controls");
  expect(controls).toBeTruthy();
  await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
});

test("Escape closes the menu and gives focus back to its button", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(mobileNav(page)).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(mobileNav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("the menu button closes the menu again", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("button", { name: "Close menu" }).tap();
  await expect(mobileNav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("following a link in the menu navigates and closes the menu", async ({ page }) => {
  await page.goto("/services/tech-services");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await mobileNav(page).getByRole("link", { name: "Home", exact: true }).tap();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Buy coins once. Book services you can trust." }),
  ).toBeVisible();
  await expect(mobileNav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("a menu link to the current page still closes the menu", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await mobileNav(page).getByRole("link", { name: "Home", exact: true }).tap();
  await expect(mobileNav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

for (const path of ["/", "/services/tech-services", "/payment"]) {
  test(`${path} does not scroll sideways`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(
      scrollWidth,
      `scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`,
    ).toBeLessThanOrEqual(innerWidth);
  });
}
