// Pages render on the server with their data and have no loading screen: a first visit paints the
// page itself. A click on an in-app link shows a thin bar at the top while the next page is on its
// way (components/site/navigation-progress.tsx), and the bar leaves when it arrives.
import { expect, test } from "@playwright/test";
import { DEMO, accountMenuButton, heading, mainNav, signIn } from "./support/accounts";

test("a slow page shows the loading bar after a click, and the bar leaves when the page comes", async ({
  page,
}) => {
  await signIn(page, DEMO.user, "/dashboard/user");
  await expect(heading(page, /^Welcome/)).toBeVisible();
  // Interactive (the avatar is enabled once the page has hydrated): a link pressed before then is
  // a full page load, which the browser shows itself.
  await expect(accountMenuButton(page)).toBeEnabled();
  // The first page load paints the page itself, with no loading screen in its place.
  await expect(page.getByRole("progressbar", { name: "Loading the page" })).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);

  // The next page's server render is held back until the bar has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/bookings",
    async (route) => {
      if (route.request().headers()["rsc"] === "1") await held;
      await route.continue();
    },
  );
  await mainNav(page).getByRole("link", { name: "My Bookings", exact: true }).click();
  const bar = page.getByRole("progressbar", { name: "Loading the page" });
  await expect(bar).toBeVisible();
  await expect(heading(page, /^Welcome/)).toBeVisible();
  release();
  await expect(heading(page, "My Bookings")).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("a link to the page already shown raises no loading bar", async ({ page }) => {
  await signIn(page, DEMO.user, "/dashboard/user");
  await expect(heading(page, /^Welcome/)).toBeVisible();
  // Interactive (the avatar is enabled once the page has hydrated): a link pressed before then is
  // a full page load, which the browser shows itself.
  await expect(accountMenuButton(page)).toBeEnabled();
  await mainNav(page).getByRole("link", { name: "Dashboard", exact: true }).click();
  // Twice the bar's delay (150 ms): a bar raised by this click would be up by then.
  await page.waitForTimeout(300);
  await expect(page.getByRole("progressbar", { name: "Loading the page" })).toHaveCount(0);
  await expect(heading(page, /^Welcome/)).toBeVisible();
});
