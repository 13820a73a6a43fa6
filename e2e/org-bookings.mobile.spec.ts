// The organization's bookings on a phone: each booking is a card that fits the screen, and its
// actions work with a tap.
import { DEMO, signIn, toast } from "./support/accounts";
import {
  bookingRow,
  bookServiceOf,
  DEMO_ORGANIZATION,
  expect,
  test,
  walletBalance,
} from "./support/org-bookings";

test("on a phone a booking is a card that fits, and Cancel refunds the customer", async ({
  page,
  customer,
}) => {
  const { booking, walletBefore } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await signIn(page, DEMO.org, "/dashboard/org");

  const card = bookingRow(page, booking.bookingReference);
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText(customer.account.name);
  // Nothing wider than the screen: no sideways scrolling, the card inside the viewport.
  const viewport = page.viewportSize();
  const box = await card.boundingBox();
  expect(viewport).not.toBeNull();
  expect(box).not.toBeNull();
  if (!viewport || !box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await card.getByRole("button", { name: /^Cancel/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`go back to ${customer.account.name}'s wallet.`);
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(toast(page, "Booking Cancelled")).toContainText(booking.bookingReference);
  await expect(card.getByTestId("org-booking-status")).toHaveText("Cancelled");
  expect(await walletBalance(customer.api)).toBe(walletBefore);
});
