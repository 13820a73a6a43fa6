// Messages on a booking, from both sides: the customer asks a question with a PDF, the
// organization sees the unread count, reads and answers, and the customer reads the answer. The
// organization uses the test's page, the customer a second one; the booking is made through the
// customer's API.
import type { Locator, Page } from "@playwright/test";
import { EMPTY_THREAD } from "../components/messages/messages-texts";
import { DEMO, signIn } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { bookingRow as customerRow } from "./support/bookings";
import {
  bookingRow,
  bookServiceOf,
  DEMO_ORGANIZATION,
  expect,
  pdfFile,
  test,
} from "./support/org-bookings";

/** Two people's pages and a thread polled every 10 seconds: more than the default. */
test.describe.configure({ timeout: 120_000 });

function messagesDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Messages" });
}

test("the customer asks with a PDF, the organization sees it unread and answers, the customer reads the answer", async ({
  page,
  browser,
  customer,
}) => {
  const { booking } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  const question = "Could you use our brand colours?\nNavy and gold, as in the attached guide.";
  const answer = "Yes: navy and gold it is. <b>Not bold</b>";

  // A context of its own: axe reads only pages of a context the test made.
  const customerContext = await browser.newContext();
  const customerView = await customerContext.newPage();
  try {
    await signIn(customerView, customer.account, "/bookings");
    const row = customerRow(customerView, booking.id);
    const opener = row.getByRole("button", { name: "Messages", exact: true });
    await opener.click();
    const dialog = messagesDialog(customerView);
    await expect(dialog).toContainText(booking.bookingReference);
    await expect(dialog).toContainText(EMPTY_THREAD);
    await expectNoSeriousAxeViolations(customerView, '[role="dialog"]');

    // Ask: the count follows the text, the PDF uploads, Ctrl+Enter sends and the form clears.
    const body = dialog.getByLabel("Message", { exact: true });
    await body.fill(question);
    await expect(dialog).toContainText(`${question.length} / 2000`);
    await dialog.getByTestId("attachment-input").setInputFiles(pdfFile("brand-guide.pdf"));
    await expect(dialog.getByTestId("attachment-item")).toHaveAttribute("data-state", "done");
    await body.press("Control+Enter");
    const mine = dialog.locator('[data-testid="thread-entry"][data-placement="own"]');
    await expect(mine.getByTestId("thread-entry-body")).toHaveText(question);
    await expect(mine.getByTestId("attachment-pdf")).toHaveCount(1);
    await expect(body).toHaveValue("");
    await expect(dialog.getByTestId("attachment-item")).toHaveCount(0);

    // Escape closes and focus goes back to the button.
    await customerView.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // The organization: one unread message on the booking, read once the thread opens.
    await signIn(page, DEMO.org, "/dashboard/org");
    const orgRow = bookingRow(page, booking.bookingReference);
    await orgRow.getByRole("button", { name: "Messages, 1 unread" }).click();
    const orgDialog = messagesDialog(page);
    const theirs = orgDialog.locator('[data-testid="thread-entry"][data-placement="other"]');
    await expect(theirs.getByTestId("thread-entry-body")).toHaveText(question);
    await expect(theirs).toContainText(customer.account.name);
    await expect(theirs.getByTestId("attachment-pdf")).toHaveAttribute("href", /\.pdf$/);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await orgDialog.getByLabel("Message", { exact: true }).fill(answer);
    await orgDialog.getByRole("button", { name: "Send" }).click();
    await expect(
      orgDialog.locator('[data-testid="thread-entry"][data-placement="own"]'),
    ).toContainText(answer);
    await page.keyboard.press("Escape");
    await expect(orgRow.getByRole("button", { name: "Messages", exact: true })).toBeFocused();

    // The customer: the answer counted as unread, then shown as plain text.
    await customerView.reload();
    await row.getByRole("button", { name: "Messages, 1 unread" }).click();
    const reply = messagesDialog(customerView).locator(
      '[data-testid="thread-entry"][data-placement="other"]',
    );
    await expect(reply.getByTestId("thread-entry-body")).toHaveText(answer);
    await expect(reply).toContainText(DEMO_ORGANIZATION);
    await expect(reply.locator("b")).toHaveCount(0);
  } finally {
    await customerContext.close();
  }
});
