// /bookings ("My Bookings"): the user's bookings by status, "Load more", and cancelling within
// the 24-hour window with every coin back; then a user's whole journey with the demo user.
import { expect, test, type Page } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import { createVerifiedAccount, DEMO, heading, mainNav, signIn, toast } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import {
  bookingRow,
  bookThroughApi,
  cancelThroughApi,
  cheapestServices,
  topUpThroughApi,
  walletBalance,
  walletChip,
  type Booking,
} from "./support/bookings";

// Each test signs up, buys coins and books through the API before it looks: more than the
// default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const REFERENCE = /^CM-[A-Z0-9]{8}$/;

function tab(
  page: Page,
  name: "All" | "Active" | "Delivered" | "In dispute" | "Completed" | "Cancelled",
) {
  return page.getByRole("tab", { name, exact: true });
}

function rows(page: Page) {
  return page.getByTestId("booking-row");
}

function cancelDialog(page: Page) {
  return page.getByRole("alertdialog", { name: "Cancel this booking?" });
}

async function openBookings(page: Page, path = "/bookings") {
  await page.goto(path);
  await expect(heading(page, "My Bookings")).toBeVisible();
}

/** A fresh user with coins and `count` bookings of the cheapest services, oldest first. */
async function userWithBookings(page: Page, count: number, topUp = 2000) {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  const coins = await topUpThroughApi(page, topUp);
  const bookings: Booking[] = [];
  for (const service of await cheapestServices(page, count)) {
    bookings.push(await bookThroughApi(page, service.id));
  }
  const spent = bookings.reduce((sum, booking) => sum + booking.totalAmount, 0);
  return { account, bookings, balance: coins - spent };
}

test("a new user's bookings page: an empty state for every filter, kept in the URL", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await mainNav(page).getByRole("link", { name: "My Bookings" }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(heading(page, "My Bookings")).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "My Bookings" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
  const empty = page.getByTestId("bookings-empty");
  await expect(empty.getByRole("heading", { name: "No bookings yet" })).toBeVisible();
  await expect(empty.getByRole("link", { name: "Browse Services" })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(empty.getByRole("button", { name: "Show All Bookings" })).toHaveCount(0);

  const expected = [
    ["Active", "active", "No active bookings"],
    ["Delivered", "delivered", "No deliveries to check"],
    ["In dispute", "disputed", "No bookings in dispute"],
    ["Completed", "completed", "No completed bookings"],
    ["Cancelled", "cancelled", "No cancelled bookings"],
  ] as const;
  for (const [name, status, title] of expected) {
    await tab(page, name).click();
    await expect(page).toHaveURL(new RegExp(`/bookings\\?status=${status}$`));
    await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
    await expect(empty.getByRole("heading", { name: title })).toBeVisible();
  }

  // Back goes to the previous filter; a reload keeps the filter of the URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/bookings\?status=completed$/);
  await expect(empty.getByRole("heading", { name: "No completed bookings" })).toBeVisible();
  await page.reload();
  await expect(tab(page, "Completed")).toHaveAttribute("aria-selected", "true");
  await expect(empty.getByRole("heading", { name: "No completed bookings" })).toBeVisible();

  await empty.getByRole("button", { name: "Show All Bookings" }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(empty.getByRole("heading", { name: "No bookings yet" })).toBeVisible();

  // An unknown status shows every booking.
  await openBookings(page, "/bookings?status=confirmed");
  await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");
});

test("the status tabs work from the keyboard: one tab stop, arrows choose, Home and End jump", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await openBookings(page);
  const empty = page.getByTestId("bookings-empty");
  await expect(empty.getByRole("heading", { name: "No bookings yet" })).toBeVisible();

  // Only the chosen tab is in the Tab order; the arrows reach the others and choose as they go.
  await expect(tab(page, "All")).toHaveAttribute("tabindex", "0");
  await expect(tab(page, "Active")).toHaveAttribute("tabindex", "-1");
  await tab(page, "All").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Active")).toBeFocused();
  await expect(tab(page, "Active")).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/bookings\?status=active$/);
  await expect(empty.getByRole("heading", { name: "No active bookings" })).toBeVisible();

  await page.keyboard.press("End");
  await expect(tab(page, "Cancelled")).toBeFocused();
  await expect(tab(page, "Cancelled")).toHaveAttribute("aria-selected", "true");
  // Past the last tab the arrow comes round to the first.
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "All")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "Cancelled")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab(page, "All")).toBeFocused();
  await expect(tab(page, "All")).toHaveAttribute("aria-selected", "true");

  // Tab leaves the row of tabs for the chosen tab's panel, which names its tab.
  await page.keyboard.press("Tab");
  const panel = page.getByRole("tabpanel", { name: "All" });
  await expect(panel).toBeFocused();
  await expect(panel.getByRole("heading", { name: "No bookings yet" })).toBeVisible();
});

test("bookings are listed newest first with reference, coins and dates, and filter by status", async ({
  page,
}) => {
  const { bookings } = await userWithBookings(page, 3);
  await cancelThroughApi(page, bookings[0]!.id);
  await openBookings(page);

  await expect(rows(page)).toHaveCount(3);
  const newestFirst = [...bookings].reverse();
  for (const [index, booking] of newestFirst.entries()) {
    const row = rows(page).nth(index);
    await expect(row).toHaveAttribute("data-booking-id", booking.id);
    await expect(row.getByRole("heading", { level: 3 })).toHaveText(booking.serviceTitle);
    await expect(row).toContainText(booking.organization);
    await expect(row).toContainText(formatCoins(booking.totalAmount));
    await expect(row.getByTestId("booking-reference")).toHaveText(booking.bookingReference);
    expect(booking.bookingReference).toMatch(REFERENCE);
    await expect(row).toContainText(/Booked:\s*\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
  }

  const active = bookingRow(page, bookings[2]!.id);
  await expect(active.getByTestId("booking-status")).toHaveText("Active");
  // Buyer protection in plain words: the real due date, and every coin back if it passes.
  await expect(active.getByTestId("protection-line")).toHaveText(
    /^Due by \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST: if it is not delivered by then, every coin comes back to you$/,
  );
  await expect(active).not.toContainText(/expir/i);
  await expect(active).toContainText(/Free cancellation until \d{1,2} \w{3} \d{4}, /);
  await expect(active.getByRole("button", { name: "Cancel Booking" })).toBeVisible();

  const cancelled = bookingRow(page, bookings[0]!.id);
  await expect(cancelled.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(cancelled.getByTestId("protection-line")).toHaveText(
    /^Cancelled by you on \d{1,2} \w{3} \d{4}, .+: every coin came back to you\.$/,
  );
  await expect(cancelled.getByRole("button", { name: "Cancel Booking" })).toHaveCount(0);

  await tab(page, "Active").click();
  await expect(page).toHaveURL(/\/bookings\?status=active$/);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByTestId("booking-status")).toHaveText(["Active", "Active"]);

  await tab(page, "Cancelled").click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toHaveAttribute("data-booking-id", bookings[0]!.id);

  await tab(page, "Completed").click();
  await expect(page.getByRole("heading", { name: "No completed bookings" })).toBeVisible();

  await tab(page, "All").click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(rows(page)).toHaveCount(3);
});

test("cancel asks first, says Cancelling..., then Booking Cancelled and every coin back", async ({
  page,
}) => {
  const { bookings, balance } = await userWithBookings(page, 2, 500);
  const booking = bookings[1]!;
  await openBookings(page, "/bookings?status=active");
  await expect(walletChip(page)).toHaveAccessibleName(`Wallet balance: ${formatCoins(balance)}`);
  const row = bookingRow(page, booking.id);

  // Keep Booking closes the dialog and changes nothing.
  await row.getByRole("button", { name: "Cancel Booking" }).click();
  const dialog = cancelDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(booking.serviceTitle);
  await expect(dialog).toContainText(booking.bookingReference);
  await expect(dialog).toContainText(
    `You'll get ${formatCoins(booking.totalAmount)} back in your wallet.`,
  );
  await expect(dialog).toContainText(/You can cancel until \d{1,2} \w{3} \d{4}, .+ IST\./);
  await dialog.getByRole("button", { name: "Keep Booking" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: "Cancel Booking" })).toBeFocused();
  await expect(row.getByTestId("booking-status")).toHaveText("Active");

  // Hold the server's answer to see the working state.
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/users/bookings/*/cancel", async (route) => {
    await answered;
    await route.continue();
  });
  await row.getByRole("button", { name: "Cancel Booking" }).click();
  await dialog.getByRole("button", { name: "Cancel Booking" }).click();
  const working = dialog.getByRole("button", { name: "Cancelling..." });
  await expect(working).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Keep Booking" })).toBeDisabled();
  release();

  await expect(toast(page, "Booking Cancelled")).toContainText(
    `${formatCoins(booking.totalAmount)} returned to your wallet`,
  );
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(row).toContainText("by you");
  await expect(row.getByRole("button", { name: "Cancel Booking" })).toHaveCount(0);
  await expect(row).toBeFocused();
  // The header's chip follows the refund.
  await expect(walletChip(page)).toHaveAccessibleName(
    `Wallet balance: ${formatCoins(balance + booking.totalAmount)}`,
  );
  expect(await walletBalance(page)).toBe(balance + booking.totalAmount);

  // The other filters show the change once chosen.
  await tab(page, "Cancelled").click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toHaveAttribute("data-booking-id", booking.id);
  await tab(page, "Active").click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toHaveAttribute("data-booking-id", bookings[0]!.id);
});

test("a cancellation the server refuses shows its reason and the booking as it now is", async ({
  page,
}) => {
  const { bookings, balance } = await userWithBookings(page, 1, 500);
  const booking = bookings[0]!;
  await openBookings(page);
  const row = bookingRow(page, booking.id);
  await row.getByRole("button", { name: "Cancel Booking" }).click();
  // Cancelled meanwhile elsewhere (another tab, another device).
  await cancelThroughApi(page, booking.id);
  await cancelDialog(page).getByRole("button", { name: "Cancel Booking" }).click();

  await expect(toast(page, "Couldn't cancel the booking")).toContainText(
    "This booking is no longer active.",
  );
  await expect(cancelDialog(page)).toBeHidden();
  await expect(row.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(row.getByRole("button", { name: "Cancel Booking" })).toHaveCount(0);
  // Refunded once, not twice.
  expect(await walletBalance(page)).toBe(balance + booking.totalAmount);
});

test("a filter that fails to load says so and loads on Try Again", async ({ page }) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await openBookings(page);
  const completedList = (url: URL) =>
    url.pathname === "/api/v1/users/bookings" && url.searchParams.get("status") === "completed";
  await page.route(completedList, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        error: { code: "internal_error", message: "Server error. Please try again later." },
      }),
    }),
  );
  await tab(page, "Completed").click();
  const error = page.getByTestId("bookings-error");
  await expect(error).toContainText("Couldn't load your bookings");
  await expect(error).toContainText("Server error. Please try again later.");

  await page.unroute(completedList);
  await error.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "No completed bookings" })).toBeVisible();
});

test("more than a page of bookings loads with Load more", async ({ page }) => {
  test.setTimeout(90_000);
  const { bookings } = await userWithBookings(page, 21, 5000);
  await openBookings(page);
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).first()).toHaveAttribute("data-booking-id", bookings[20]!.id);

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows(page)).toHaveCount(21);
  await expect(rows(page).last()).toHaveAttribute("data-booking-id", bookings[0]!.id);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("the bookings page has no serious or critical axe violations, dialog included", async ({
  page,
}) => {
  await userWithBookings(page, 2, 500);
  await openBookings(page);
  await expect(rows(page)).toHaveCount(2);

  // The shared check: it holds transitions, so a dialog's button that opens under the pointer is
  // read in its hover colours, not half-way to them.
  await expectNoSeriousAxeViolations(page);
  await rows(page).first().getByRole("button", { name: "Cancel Booking" }).click();
  await expect(cancelDialog(page)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

// The whole journey, with the shared demo user: other specs may move its coins or book
// with it too, so every figure is measured before and after instead of assumed.
test("journey: top up, find and book a service, see it, cancel it, and get every coin back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.user, "/dashboard/user");
  const start = await walletBalance(page);

  // Top up in the test-mode checkout: the 500 package credits 525 coins.
  await page.goto("/wallet/add");
  await expect(heading(page, "Add Coins")).toBeVisible();
  await page.getByRole("button", { name: /^500 coins/ }).click();
  await page.getByRole("button", { name: "Pay ₹500" }).click();
  const checkout = page.getByRole("dialog", { name: "Coinmarket payment" });
  await expect(checkout).toContainText("Test mode — no real money moves");
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Payment Successful")).toContainText("525 coins added");
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  const topped = start + 525;
  await expect(walletChip(page)).toHaveAccessibleName(`Wallet balance: ${formatCoins(topped)}`);

  // Search and filter the catalogue: the stays of the Lifestyle category.
  await page.goto("/services");
  await expect(heading(page, "Browse Services")).toBeVisible();
  // The chips come with the results (a category without stays leaves the row): click one only
  // once the stays are shown, or the row may shift under the pointer.
  const stays = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/v1/services" && url.searchParams.get("search") === "stay";
  });
  await page.getByLabel("Search services").fill("stay");
  await expect(page).toHaveURL(/search=stay/);
  await stays;
  await expect(page.getByTestId("catalog-summary")).toHaveText(/^Showing \d+ services?$/);
  await page
    .getByRole("group", { name: "Filter by category" })
    .getByRole("button", { name: /^Lifestyle/ })
    .click();
  await expect(page).toHaveURL(/category=lifestyle/);
  const cards = page.getByTestId("service-card");
  // Once the grid has caught up with both filters, every card is a Lifestyle stay.
  await expect(page.getByTestId("catalog-summary")).toHaveText(/^Showing \d+ services?$/);
  await expect(cards.locator("h3").filter({ hasNotText: /stay/i })).toHaveCount(0);
  await expect(cards.filter({ hasNotText: "Lifestyle" })).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  const card = page.locator('[data-testid="service-card"][data-availability="available"]').first();
  await expect(card).toBeVisible();
  const serviceId = await card.getAttribute("data-service-id");
  const title = (await card.locator("h3").innerText()).trim();
  const price = Number((await card.getByTestId("service-price").innerText()).replace(/\D/g, ""));
  expect(price).toBeGreaterThan(0);

  // Book it: the card turns Purchased and the price leaves the wallet.
  await card.locator("h3 button").click();
  await page.getByRole("dialog").getByRole("button", { name: "Book Now" }).click();
  const booked = toast(page, "Service Booked Successfully");
  await expect(booked).toContainText(title);
  const reference = (await booked.innerText()).match(/CM-[A-Z0-9]{8}/)?.[0];
  expect(reference).toMatch(REFERENCE);
  await expect(
    page
      .locator(`[data-testid="service-card"][data-service-id="${serviceId}"]`)
      .getByTestId("service-badge"),
  ).toHaveText("Purchased");
  await expect(walletChip(page)).toHaveAccessibleName(
    `Wallet balance: ${formatCoins(topped - price)}`,
  );

  // The dashboard shows it among the active services, booked today.
  await page.goto("/dashboard/user");
  const activeServices = page.getByRole("region", { name: "Active Services" });
  const shown = activeServices.getByTestId("active-service").filter({ hasText: title });
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId("booked-when")).toHaveText("Today");

  // Cancel it on the bookings page, inside the 24-hour window.
  await page
    .getByRole("region", { name: "Quick Navigation" })
    .getByRole("link", { name: "My Bookings" })
    .click();
  await expect(heading(page, "My Bookings")).toBeVisible();
  const row = rows(page).filter({ hasText: reference! });
  await expect(row.getByTestId("booking-status")).toHaveText("Active");
  await row.getByRole("button", { name: "Cancel Booking" }).click();
  const dialog = cancelDialog(page);
  await expect(dialog).toContainText(`You'll get ${formatCoins(price)} back in your wallet.`);
  await dialog.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(toast(page, "Booking Cancelled")).toContainText(
    `${formatCoins(price)} returned to your wallet`,
  );
  await expect(row.getByTestId("booking-status")).toHaveText("Cancelled");

  // Every coin back: the balance is what it was before the booking.
  await expect(walletChip(page)).toHaveAccessibleName(`Wallet balance: ${formatCoins(topped)}`);
  expect(await walletBalance(page)).toBe(topped);
});
