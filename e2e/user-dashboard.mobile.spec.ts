// The user dashboard and the bookings page on a phone (Pixel 7): one column in docs/spec.md's order,
// nothing wider than the screen, and cancelling works by touch.
import { expect, test, type Page } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import { createVerifiedAccount, heading, signIn, toast } from "./support/accounts";
import { bookThroughApi, cheapestServices, topUpThroughApi } from "./support/bookings";

// Each test signs up, buys coins and books through the API before it looks: more than the
// default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("the dashboard stacks its cards in one column, in order, within the screen", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await topUpThroughApi(page, 500);
  const [service] = await cheapestServices(page, 1);
  await bookThroughApi(page, service!.id);
  await page.reload();

  const names = [
    "Wallet Balance",
    "Browse Services",
    "Your Stats",
    "Active Services",
    "Quick Top-up",
    "Quick Navigation",
  ];
  const boxes = [];
  for (const name of names) {
    const card = page.getByRole("region", { name, exact: true });
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    if (!box) throw new Error(`${name} has no box`);
    boxes.push(box);
  }
  const width = page.viewportSize()?.width ?? 0;
  for (const [index, box] of boxes.entries()) {
    expect(Math.round(box.x), names[index]).toBe(Math.round(boxes[0]!.x));
    expect(box.x + box.width, names[index]).toBeLessThanOrEqual(width);
    if (index > 0) expect(box.y, names[index]).toBeGreaterThan(boxes[index - 1]!.y);
  }
  await expect(
    page.getByRole("region", { name: "Active Services" }).getByTestId("booked-when"),
  ).toHaveText("Today");
  await expectNoSidewaysScroll(page);

  // The phone menu leads to the bookings page too.
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("link", { name: "My Bookings" })
    .tap();
  await expect(heading(page, "My Bookings")).toBeVisible();
});

test("on a phone the bookings page fits the screen and a booking is cancelled by touch", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await topUpThroughApi(page, 500);
  const [service] = await cheapestServices(page, 1);
  const booking = await bookThroughApi(page, service!.id);

  await page.goto("/bookings");
  await expect(heading(page, "My Bookings")).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  // Every filter in sight, none scrolled away.
  for (const name of ["All", "Active", "Delivered", "In dispute", "Completed", "Cancelled"]) {
    const box = await page.getByRole("tab", { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
  }
  await expectNoSidewaysScroll(page);

  const row = page.getByTestId("booking-row");
  await row.getByRole("button", { name: "Cancel Booking" }).tap();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText(
    `You'll get ${formatCoins(booking.totalAmount)} back in your wallet.`,
  );
  const box = await dialog.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  await dialog.getByRole("button", { name: "Cancel Booking" }).tap();
  await expect(toast(page, "Booking Cancelled")).toContainText(
    `${formatCoins(booking.totalAmount)} returned to your wallet`,
  );
  await expect(row.getByTestId("booking-status")).toHaveText("Cancelled");
});
