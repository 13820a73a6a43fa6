// Buyer protection from both sides: the organization delivers with a message and a PDF, the
// customer sees the delivery and accepts it (the coins go to the organization); on another
// delivery the customer reports a problem, the organization answers with an offer and the
// customer asks an admin to decide. The organization uses the browser page, the customer a
// second one; bookings are made through the customer's API.
import type { Browser, Page } from "@playwright/test";
import { CHOOSE_REASON } from "../components/bookings/forms/form-schemas";
import { splitCommission } from "../lib/economics/commission";
import { formatCoins } from "../lib/format/coins";
import { ATTACHMENT_TYPE_REFUSED, PDF_TYPE } from "../lib/uploads/attachments";
import { DEMO, signIn, toast } from "./support/accounts";
import { bookingRow as customerRow } from "./support/bookings";
import {
  bookingRow,
  bookServiceOf,
  deliverThroughApi,
  DEMO_ORGANIZATION,
  expect,
  pdfFile,
  pngFile,
  showBookings,
  test,
  walletBalance,
  type Customer,
} from "./support/org-bookings";

const TIME = String.raw`\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m IST`;

/** Two people, two pages and several settlements: more than the default on a busy machine. */
test.describe.configure({ timeout: 120_000 });

async function customerPage(browser: Browser, customer: Customer, path: string): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, customer.account, path);
  return page;
}

test("the organization delivers with a PDF; the customer sees it and accepts, and the coins go to the organization", async ({
  page,
  browser,
  customer,
}) => {
  const { booking, walletBefore } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  const { net } = splitCommission(booking.totalAmount, 1500);
  await signIn(page, DEMO.org, "/dashboard/org");
  const row = bookingRow(page, booking.bookingReference);
  await expect(row.getByTestId("org-booking-settlement")).toHaveText(
    new RegExp(`^Deliver by ${TIME}: undelivered, the coins go back to the customer$`),
  );
  await expect(row.getByTestId("org-booking-net")).toHaveText(
    `You receive ${formatCoins(net)} when it completes`,
  );

  // Deliver: the message is required; a PDF goes up, a page of HTML is refused and removed.
  await row.getByRole("button", { name: `Deliver: ${booking.bookingReference}` }).click();
  const dialog = page.getByRole("dialog", { name: `Deliver ${booking.serviceTitle}` });
  await dialog.getByRole("button", { name: "Deliver", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("A delivery message is required.");
  await dialog.getByLabel("Delivery message").fill("Your audit is in the PDF: twelve fixes.");
  await dialog
    .getByTestId("attachment-input")
    .setInputFiles([
      pdfFile("audit.pdf"),
      { name: "notes.html", mimeType: "text/html", buffer: Buffer.from("<p>hi</p>") },
    ]);
  const files = dialog.getByTestId("attachment-item");
  await expect(files.filter({ hasText: "audit.pdf" })).toHaveAttribute("data-state", "done");
  await expect(files.filter({ hasText: "notes.html" })).toContainText(ATTACHMENT_TYPE_REFUSED);
  await dialog.getByRole("button", { name: "Remove notes.html" }).click();
  await expect(files).toHaveCount(1);
  await dialog.getByRole("button", { name: "Deliver", exact: true }).click();

  await expect(toast(page, "Delivered")).toContainText(booking.bookingReference);
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId("org-booking-status")).toHaveText("Delivered");
  await expect(row.getByTestId("org-booking-settlement")).toHaveText(
    new RegExp(`^Delivered ${TIME} · the customer has until ${TIME} to accept$`),
  );
  await expect(row.getByTestId("delivery-message")).toContainText("twelve fixes");

  // The customer sees the delivery, its PDF (a download, never a page) and the escrow's terms.
  const customerView = await customerPage(browser, customer, "/bookings?status=delivered");
  try {
    const card = customerRow(customerView, booking.id);
    await expect(card.getByTestId("booking-status")).toHaveText("Delivered");
    await expect(card.getByTestId("delivery-message")).toContainText("twelve fixes");
    await expect(card.getByTestId("protection-line")).toHaveText(
      new RegExp(
        `^Your coins stay in escrow until you accept the delivery, or until ${TIME}, when it completes by itself\\.$`,
      ),
    );
    const pdf = card.getByTestId("attachment-pdf");
    await expect(pdf).toHaveCount(1);
    const href = await pdf.getAttribute("href");
    expect(href).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    const file = await customerView.request.get(href!);
    expect(file.headers()["content-type"]).toBe(PDF_TYPE);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment/);
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Accept names the coins and who gets them; then the booking is completed.
    await card.getByRole("button", { name: "Accept" }).click();
    const confirm = customerView.getByRole("alertdialog", { name: "Accept this delivery?" });
    await expect(confirm).toContainText(
      `${formatCoins(booking.totalAmount)} go from escrow to ${DEMO_ORGANIZATION}.`,
    );
    await confirm.getByRole("button", { name: "Accept delivery" }).click();
    await expect(toast(customerView, "Delivery accepted")).toContainText(
      `${formatCoins(booking.totalAmount)} went to ${DEMO_ORGANIZATION}`,
    );
    await expect(card.getByTestId("booking-status")).toHaveText("Completed");
    await expect(card.getByTestId("protection-line")).toContainText(
      `Completed: you accepted the delivery on`,
    );
    await expect(card.getByTestId("protection-line")).toContainText(
      `${formatCoins(booking.totalAmount)} went to ${DEMO_ORGANIZATION}.`,
    );
    await expect(card.getByRole("link", { name: "Rate this service" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Accept" })).toHaveCount(0);
  } finally {
    await customerView.close();
  }
  // Nothing came back to the customer.
  expect(await walletBalance(customer.api)).toBe(walletBefore - booking.totalAmount);

  // The organization's completed list says it was accepted, and what it received.
  await showBookings(page, "Completed");
  const completed = bookingRow(page, booking.bookingReference);
  await expect(completed.getByTestId("org-booking-settlement")).toHaveText(
    new RegExp(`^Completed on ${TIME}: the customer accepted$`),
  );
  await expect(completed.getByTestId("org-booking-net")).toHaveText(
    `You received ${formatCoins(net)}`,
  );
});

test("the customer reports a problem with a delivery; the organization offers coins back; the customer asks an admin", async ({
  page,
  browser,
  customer,
}) => {
  const { booking } = await bookServiceOf(customer, DEMO_ORGANIZATION);
  await signIn(page, DEMO.org, "/dashboard/org");
  await deliverThroughApi(page, booking.id, "The report is ready.");

  const customerView = await customerPage(browser, customer, "/bookings?status=delivered");
  try {
    const card = customerRow(customerView, booking.id);
    await card.getByRole("button", { name: "Report a problem" }).click();
    const form = customerView.getByRole("dialog", { name: "Report a problem" });
    await form.getByRole("button", { name: "Report the problem" }).click();
    await expect(form.getByRole("alert")).toHaveText(CHOOSE_REASON);
    await form.getByLabel("What is wrong?").selectOption({ label: "It is not as described" });
    await form.getByLabel("What happened").fill("Half of the pages were not audited.");
    await form.getByTestId("attachment-input").setInputFiles(pngFile());
    await expect(form.getByTestId("attachment-item")).toHaveAttribute("data-state", "done");
    await form.getByRole("button", { name: "Report the problem" }).click();

    await expect(toast(customerView, "Problem reported")).toBeVisible();
    await expect(card.getByTestId("booking-status")).toHaveText("In dispute");
    await expect(card.getByTestId("protection-line")).toHaveText(
      new RegExp(
        `^You reported a problem on ${TIME}\\. ${DEMO_ORGANIZATION} has until ${TIME} to answer; after that an admin decides\\.`,
      ),
    );
    await expect(card.getByTestId("dispute")).toContainText("Half of the pages were not audited.");
    await expect(card.getByTestId("attachment-image")).toHaveCount(1);

    // The organization answers with an offer, shown with what it keeps.
    await showBookings(page, "In dispute");
    const row = bookingRow(page, booking.bookingReference);
    await expect(row.getByTestId("dispute")).toContainText("Half of the pages were not audited.");
    await row.getByRole("button", { name: `Respond: ${booking.bookingReference}` }).click();
    const answer = page.getByRole("dialog", { name: "Respond to the dispute" });
    await answer.getByLabel("Your side").fill("Every page in the order was audited.");
    await answer.getByLabel("Offer coins back (optional)").fill("20");
    const { net } = splitCommission(booking.totalAmount - 20, 1500);
    await expect(answer).toContainText(
      `If the customer accepts, 20 coins go back to them and you keep ${formatCoins(net)}`,
    );
    await answer.getByRole("button", { name: "Send response" }).click();
    await expect(toast(page, "Response sent")).toContainText(booking.bookingReference);
    await expect(row.getByTestId("org-booking-settlement")).toHaveText(
      new RegExp(
        `^You offered 20 coins back\\. The customer accepts it or asks an admin by ${TIME}\\.$`,
      ),
    );
    await expect(row.getByRole("button", { name: /^Respond/ })).toHaveCount(0);

    // The customer sees the offer (among the bookings in dispute), and asks an admin instead.
    await customerView.goto("/bookings?status=disputed");
    await expect(card.getByTestId("protection-line")).toContainText(
      `${DEMO_ORGANIZATION} offers 20 coins back.`,
    );
    await expect(card.getByTestId("dispute-org-statement")).toContainText("Every page");
    await card.getByRole("button", { name: "Ask an admin to decide" }).click();
    await customerView
      .getByRole("alertdialog", { name: "Ask an admin to decide?" })
      .getByRole("button", { name: "Ask an admin" })
      .click();
    await expect(toast(customerView, "Sent to an admin")).toBeVisible();
    await expect(card.getByTestId("protection-line")).toHaveText(
      `An admin is deciding. ${DEMO_ORGANIZATION}'s offer of 20 coins back still stands until then.`,
    );
    // The offer can still be taken until the admin decides.
    await expect(card.getByRole("button", { name: "Accept offer" })).toBeVisible();
  } finally {
    await customerView.close();
  }
});
