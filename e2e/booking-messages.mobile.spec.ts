// Messages on a booking on a phone: the thread fills the screen; the customer asks with an
// image, the organization answers from its booking card.
import type { Page } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { bookingRow as customerRow } from "./support/bookings";
import {
  bookingRow,
  bookServiceOf,
  DEMO_ORGANIZATION,
  expect,
  pngFile,
  test,
} from "./support/org-bookings";

test.describe.configure({ timeout: 120_000 });

/** The open dialog covers the whole screen and nothing scrolls sideways. */
async function expectFullScreenDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Messages" });
  const viewport = page.viewportSize();
  // Polled: the dialog grows in from 95% as it opens.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box && [Math.round(box.width), Math.round(box.height)];
    })
    .toEqual([viewport?.width, viewport?.height]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test("on a phone the customer asks with an image and the organization answers", async ({
  page,
  browser,
  customer,
}) => {
  const { booking } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await signIn(page, customer.account, "/bookings");
  const row = customerRow(page, booking.id);
  await row.scrollIntoViewIfNeeded();
  await row.getByRole("button", { name: "Messages", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Messages" });
  await expectFullScreenDialog(page);
  await dialog.getByLabel("Message", { exact: true }).fill("Is this screenshot what you need?");
  await dialog.getByTestId("attachment-input").setInputFiles(pngFile());
  await expect(dialog.getByTestId("attachment-item")).toHaveAttribute("data-state", "done");
  await dialog.getByRole("button", { name: "Send" }).click();
  const mine = dialog.locator('[data-testid="thread-entry"][data-placement="own"]');
  await expect(mine.getByTestId("attachment-image")).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');

  // The test runner gives a page of `browser` the project's phone settings too.
  const orgView = await browser.newPage();
  try {
    await signIn(orgView, DEMO.org, "/dashboard/org");
    const card = bookingRow(orgView, booking.bookingReference);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("button", { name: "Messages, 1 unread" }).click();
    const orgDialog = orgView.getByRole("dialog", { name: "Messages" });
    await expectFullScreenDialog(orgView);
    await expect(
      orgDialog.locator('[data-testid="thread-entry"][data-placement="other"]'),
    ).toContainText("Is this screenshot what you need?");
    await orgDialog.getByLabel("Message", { exact: true }).fill("Exactly that, thank you.");
    await orgDialog.getByRole("button", { name: "Send" }).click();
    await expect(
      orgDialog.locator('[data-testid="thread-entry"][data-placement="own"]'),
    ).toContainText("Exactly that, thank you.");
  } finally {
    await orgView.close();
  }

  // The customer's open thread is read again every 10 seconds: the answer arrives by itself.
  await expect(
    dialog.locator('[data-testid="thread-entry"][data-placement="other"]'),
  ).toContainText("Exactly that, thank you.", { timeout: 20_000 });
});
