// The user dashboard on real data (docs/spec.md "User dashboard"): the wallet, Your Stats from the
// user's bookings, the first three active services with "+N more", and the ways onward.
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";
import { formatCoins, formatCount } from "../lib/format/coins";
import { createVerifiedAccount, firstNameOf, heading, signIn } from "./support/accounts";
import {
  bookThroughApi,
  cancelThroughApi,
  cheapestServices,
  topUpThroughApi,
  walletChip,
} from "./support/bookings";

// Each test signs up, buys coins and books through the API before it looks: more than the
// default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const DASHBOARD = "/dashboard/user";

function card(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

/** "November 2026": the month and year the account was created (stored and printed in UTC). */
function thisMonth(): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date());
}

test("a new user's dashboard: nothing spent yet, member since this month, Active, no services", async ({
  page,
}) => {
  const account = await createVerifiedAccount({ name: "Noor Fresh" });
  await signIn(page, account, DASHBOARD);
  await expect(heading(page, `Welcome, ${firstNameOf(account.name)}`)).toBeVisible();

  const wallet = card(page, "Wallet Balance");
  await expect(wallet).toContainText(/^Wallet Balance\s*0\s*coins/);
  await expect(wallet.getByRole("link", { name: "Add Coins" })).toHaveAttribute(
    "href",
    "/wallet/add",
  );

  const stats = card(page, "Your Stats");
  await expect(stats.getByTestId("stat-total-spent")).toHaveText(/^Total spent\s*0 coins/);
  await expect(stats.getByTestId("stat-services-used")).toHaveText(/^Services used\s*0$/);
  await expect(stats.getByTestId("stat-member-since")).toHaveText(
    new RegExp(`^Member since\\s*${thisMonth()}$`),
  );
  const status = stats.getByTestId("stat-status").locator("[data-slot=badge]");
  await expect(status).toHaveText("Active");
  // docs/spec.md: green for an active account.
  await expect(status).toHaveAttribute("data-variant", "success");

  const active = card(page, "Active Services");
  await expect(active.getByRole("heading", { name: "No active services yet" })).toBeVisible();
  await expect(active.getByRole("link", { name: "Browse Services" })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(active.getByTestId("active-service")).toHaveCount(0);
  await expect(active.getByTestId("more-active-services")).toHaveCount(0);

  await expect(card(page, "Browse Services").getByRole("link")).toHaveAttribute(
    "href",
    "/services",
  );

  const navigation = card(page, "Quick Navigation").getByRole("link");
  await expect(navigation).toHaveText([
    "Browse Services",
    "My Bookings",
    "Add Coins",
    "Wallet & history",
    "Settings",
  ]);
  const hrefs = await navigation.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  );
  expect(hrefs).toEqual(["/services", "/bookings", "/wallet/add", "/wallet", "/settings"]);

  await expect(card(page, "Quick Top-up").getByRole("link")).toHaveCount(4);
  // The account card of the other dashboards is not repeated here: Your Stats covers it.
  await expect(page.getByRole("heading", { name: "Your Account" })).toHaveCount(0);

  // Quick Navigation leads to the bookings page.
  await card(page, "Quick Navigation").getByRole("link", { name: "My Bookings" }).click();
  await expect(heading(page, "My Bookings")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No bookings yet" })).toBeVisible();
});

test("four bookings: three newest shown with Today and +1 more; spent and used count what was kept", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, DASHBOARD);
  const coins = await topUpThroughApi(page, 2000);
  expect(coins).toBe(2300);

  const services = await cheapestServices(page, 4);
  const bookings = [];
  for (const service of services) bookings.push(await bookThroughApi(page, service.id));
  const spent = bookings.reduce((sum, booking) => sum + booking.totalAmount, 0);

  await page.reload();
  await expect(walletChip(page)).toHaveAccessibleName(
    `Wallet balance: ${formatCoins(2300 - spent)}`,
  );
  await expect(card(page, "Wallet Balance")).toContainText(formatCount(2300 - spent));
  const stats = card(page, "Your Stats");
  await expect(stats.getByTestId("stat-total-spent")).toContainText(formatCoins(spent));
  await expect(stats.getByTestId("stat-services-used")).toHaveText(/^Services used\s*4$/);

  // The newest three, newest first, each booked "Today".
  const active = card(page, "Active Services");
  const rows = active.getByTestId("active-service");
  const newestFirst = [...bookings].reverse();
  await expect(rows).toHaveCount(3);
  for (const [index, booking] of newestFirst.slice(0, 3).entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(booking.serviceTitle);
    await expect(row).toContainText(booking.organization);
    await expect(row.getByTestId("booked-when")).toHaveText("Today");
    // Buyer protection, with the booking's real due date in the viewer's zone.
    await expect(row.getByTestId("protection-line")).toHaveText(
      /^Due by \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST: if it is not delivered by then, every coin comes back to you$/,
    );
  }
  await expect(active).not.toContainText(bookings[0]!.serviceTitle);

  const more = active.getByTestId("more-active-services");
  await expect(more).toHaveText(/^\+1 more/);
  await expect(more).toHaveAccessibleName("+1 more active service");
  await more.click();
  // Every booking: the card lists delivered and disputed ones too, not only active ones.
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("booking-row")).toHaveCount(4);

  // A cancellation refunds in full: it no longer counts as spent or used, and +1 more goes.
  await cancelThroughApi(page, bookings[3]!.id);
  await page.goto(DASHBOARD);
  await expect(stats.getByTestId("stat-total-spent")).toContainText(
    formatCoins(spent - bookings[3]!.totalAmount),
  );
  await expect(stats.getByTestId("stat-services-used")).toHaveText(/^Services used\s*3$/);
  await expect(rows).toHaveCount(3);
  await expect(active).not.toContainText(bookings[3]!.serviceTitle);
  await expect(more).toHaveCount(0);
  await expect(walletChip(page)).toHaveAccessibleName(
    `Wallet balance: ${formatCoins(2300 - spent + bookings[3]!.totalAmount)}`,
  );
});

test("the dashboard with bookings has no serious or critical axe violations", async ({ page }) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, DASHBOARD);
  await topUpThroughApi(page, 500);
  const [service] = await cheapestServices(page, 1);
  await bookThroughApi(page, service!.id);
  await page.reload();
  await expect(card(page, "Active Services").getByTestId("active-service")).toHaveCount(1);

  await expectNoSeriousAxeViolations(page);
});

test("on a tablet-wide screen the header's links fold into the menu instead of overflowing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const account = await createVerifiedAccount();
  await signIn(page, account, DASHBOARD);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "My Bookings" }),
  ).toHaveAttribute("href", "/bookings");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
