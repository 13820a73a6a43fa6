// The phone header of a signed-in account: the collapsible menu mirrors the navigation bar and
// the account menu (docs/spec.md section 2 "Navigation bar").
import { expect, test, type Page } from "@playwright/test";
import {
  DASHBOARDS,
  DEMO,
  firstNameOf,
  heading,
  pathIs,
  submitLogin,
  toast,
} from "./support/accounts";

function mobileNav(page: Page) {
  return page.getByRole("navigation", { name: "Mobile" });
}

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
  await submitLogin(page, DEMO.user.email, DEMO.user.password);
  await expect(page).toHaveURL(pathIs(DASHBOARDS.user));
  await expect(heading(page, `Welcome back, ${firstNameOf(DEMO.user.name)}`)).toBeVisible();
});

test("the menu shows the user's links, wallet and account", async ({ page }) => {
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).tap();
  const nav = mobileNav(page);
  await expect(nav).toBeVisible();

  const links = nav.locator(":scope > ul").getByRole("link");
  await expect(links).toHaveText(["Home", "Dashboard", "Services", "My Bookings"]);
  await expect(links.filter({ hasText: "Dashboard" })).toHaveAttribute("href", DASHBOARDS.user);
  await expect(links.filter({ hasText: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(links.filter({ hasText: /^Services$/ })).toHaveAttribute("href", "/services");
  await expect(links.filter({ hasText: "My Bookings" })).toHaveAttribute("href", "/bookings");

  const account = nav.getByRole("region", { name: "Account" });
  await expect(account).toBeVisible();
  await expect(account.getByText(DEMO.user.name, { exact: true })).toBeVisible();
  await expect(account.getByText(DEMO.user.email, { exact: true })).toBeVisible();
  await expect(account.getByText("User", { exact: true })).toBeVisible();
  await expect(
    account.getByRole("link", { name: /^Wallet balance: [\d,]+ coins?$/ }),
  ).toBeVisible();
  await expect(account.getByRole("link", { name: "Add", exact: true })).toHaveAttribute(
    "href",
    "/wallet/add",
  );
  // Each place once: Dashboard is listed above, and Add leads where Add Coins would.
  await expect(account.getByRole("link")).toHaveText([/coins?$/, "Add", "Settings"]);
  await expect(account.getByRole("button", { name: "Log out" })).toBeVisible();
});

test("Settings in the menu opens the settings page and closes the menu", async ({ page }) => {
  await page.getByRole("button", { name: "Open menu" }).tap();
  await mobileNav(page)
    .getByRole("region", { name: "Account" })
    .getByRole("link", { name: "Settings" })
    .tap();
  await expect(page).toHaveURL(pathIs("/settings"));
  await expect(heading(page, "Settings")).toBeVisible();
  await expect(mobileNav(page)).toBeHidden();
});

test("logging out from the menu signs out and returns to the landing page", async ({ page }) => {
  await page.getByRole("button", { name: "Open menu" }).tap();
  await mobileNav(page).getByRole("button", { name: "Log out" }).tap();
  await expect(toast(page, "You have been logged out")).toBeVisible();
  await expect(page).toHaveURL(pathIs("/"));

  await page.getByRole("button", { name: "Open menu" }).tap();
  const nav = mobileNav(page);
  await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
  await expect(nav.getByRole("region", { name: "Account" })).toHaveCount(0);

  // The session really ended: a protected page asks to sign in.
  await page.goto("/dashboard/user");
  await expect(page).toHaveURL(pathIs("/login"));
});
