// Buyer protection on a phone: the organization delivers with a PDF from its booking card, the
// customer accepts it; on another delivery the customer reports a problem. Nothing is wider than
// the screen.
import type { Page } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import { DEMO, signIn, toast } from "./support/accounts";
import { bookingRow as customerRow } from "./support/bookings";
import {
  bookingRow,
  bookServiceOf,
  deliverThroughApi,
  DEMO_ORGANIZATION,
  expect,
  pdfFile,
  test,
} from "./support/org-bookings";

test.describe.configure({ timeout: 120_000 });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test("on a phone the organization delivers with a PDF and the customer accepts it", async ({
  page,
  browser,
  customer,
}) => {
  const { booking } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await signIn(page, DEMO.org, "/dashboard/org");
  const card = bookingRow(page, booking.bookingReference);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("button", { name: `Deliver: ${booking.bookingReference}` }).click();
  const dialog = page.getByRole("dialog", { name: `Deliver ${booking.serviceTitle}` });
  await dialog.getByLabel("Delivery message").fill("The files are attached.");
  await dialog.getByTestId("attachment-input").setInputFiles(pdfFile());
  await expect(dialog.getByTestId("attachment-item")).toHaveAttribute("data-state", "done");
  await expectNoSidewaysScroll(page);
  await dialog.getByRole("button", { name: "Deliver", exact: true }).click();
  await expect(toast(page, "Delivered")).toContainText(booking.bookingReference);
  await expect(card.getByTestId("org-booking-status")).toHaveText("Delivered");
  await expectNoSidewaysScroll(page);
  // The card stacks: the delivery's message under the status, not over it.
  const status = await card.getByTestId("org-booking-status").boundingBox();
  const message = await card.getByTestId("delivery-message").boundingBox();
  expect(message!.y).toBeGreaterThan(status!.y + status!.height);

  // The test runner gives a page of `browser` the project's phone settings too.
  const customerView = await browser.newPage();
  try {
    await signIn(customerView, customer.account, "/bookings?status=delivered");
    const row = customerRow(customerView, booking.id);
    await expect(row.getByTestId("attachment-pdf")).toHaveCount(1);
    await expectNoSidewaysScroll(customerView);
    await row.getByRole("button", { name: "Accept" }).click();
    await customerView.getByRole("button", { name: "Accept delivery" }).click();
    await expect(toast(customerView, "Delivery accepted")).toContainText(
      `${formatCoins(booking.totalAmount)} went to ${DEMO_ORGANIZATION}`,
    );
    await expect(row.getByTestId("booking-status")).toHaveText("Completed");
  } finally {
    await customerView.close();
  }
});

test("on a phone the customer reports a problem with a delivery", async ({ page, customer }) => {
  const { booking } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await signIn(page, DEMO.org, "/dashboard/org");
  await deliverThroughApi(page, booking.id, "Delivered as agreed.");
  await page.context().clearCookies();

  await signIn(page, customer.account, "/bookings?status=delivered");
  const row = customerRow(page, booking.id);
  await row.getByRole("button", { name: "Report a problem" }).click();
  const form = page.getByRole("dialog", { name: "Report a problem" });
  await form.getByLabel("What is wrong?").selectOption("quality");
  await form.getByLabel("What happened").fill("The screens are blurry.");
  await expectNoSidewaysScroll(page);
  await form.getByRole("button", { name: "Report the problem" }).click();
  await expect(toast(page, "Problem reported")).toBeVisible();
  await expect(row.getByTestId("booking-status")).toHaveText("In dispute");
  await expect(row.getByTestId("dispute")).toContainText("The screens are blurry.");
  await expectNoSidewaysScroll(page);
});
