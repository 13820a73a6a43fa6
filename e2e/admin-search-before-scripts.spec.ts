// The admin's queue searches apply when sent, and on a slow phone the text can be typed, and even
// sent, before the page's scripts have run. Either way the search is the one typed: sent by the
// browser itself (to the address the page reads, keeping the other filters), or taken from the
// field once the scripts are in.
import { expect, test, type Page, type Route } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";
import { deliveredBooking, type DeliveredBooking } from "./support/disputes";

const APP_SCRIPTS = "**/_next/static/**/*.js";

let disputed: DeliveredBooking;

test.beforeAll(async () => {
  disputed = await deliveredBooking(20, "Early search");
  const opened = await disputed.customerApi.post(
    `/api/v1/users/bookings/${disputed.booking.id}/dispute`,
    { data: { reason: "quality", statement: "The notes are unreadable.", files: [] } },
  );
  expect(opened.status(), await opened.text()).toBe(201);
});

test.afterAll(async () => {
  await disputed.customerApi.dispose();
  await disputed.orgApi.dispose();
});

function searchField(page: Page) {
  return page.getByLabel("Booking reference or name");
}

function listedDisputes(page: Page) {
  return page.getByRole("list", { name: "Disputes" }).getByTestId("admin-dispute");
}

test("a search sent before the page's scripts is sent by the browser, with the other filters", async ({
  page,
}) => {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await signIn(page, DEMO.admin, "/admin/disputes?status=open");
  const reference = disputed.booking.bookingReference;
  await searchField(page).fill(reference);
  await searchField(page).press("Enter");
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/admin/disputes" &&
      url.searchParams.get("search") === reference &&
      url.searchParams.get("status") === "open",
  );
  await expect(listedDisputes(page)).toHaveCount(1);
  await expect(listedDisputes(page)).toContainText(reference);
  await expect(searchField(page)).toHaveValue(reference);
});

test("text typed before the page's scripts ran is what is searched once they have", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, "/dashboard/admin");
  const held: Route[] = [];
  let holding = true;
  await page.route(APP_SCRIPTS, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  // The page's load waits for the held scripts; its HTML is enough to type into.
  await page.goto("/admin/disputes", { waitUntil: "domcontentloaded" });
  const reference = disputed.booking.bookingReference;
  await searchField(page).fill(reference);

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  // Hydrated: React has taken the search form (its props sit on the element).
  await page.waitForFunction(() => {
    const form = document.querySelector("form[role=search]");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
  await page.evaluate(() => {
    (window as Window & { stayed?: boolean }).stayed = true;
  });

  await searchField(page).press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === reference);
  await expect(listedDisputes(page)).toHaveCount(1);
  await expect(listedDisputes(page)).toContainText(reference);
  // Searched by the page, not by a reload.
  expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
});
