// A brief at booking on a phone: the customer answers in the catalogue dialog (a text and a PDF)
// and books; the brief on the booking opens from one line, on the customer's list and the
// organization's, and nothing scrolls sideways.
import type { Locator, Page } from "@playwright/test";
import { answerTheQuestion } from "../lib/bookings/answer-messages";
import { ANSWER_TITLE } from "../components/bookings/brief-answers";
import { DEMO, signIn, toast } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import {
  bookingOf,
  CURRENT_LOGO,
  LOGO_SERVICE,
  newCustomerWith,
  openBrief,
  openServiceDialog,
  PURPOSE,
} from "./support/booking-brief";
import { bookingRow as customerRow } from "./support/bookings";
import { bookingRow, expect, pdfFile, test } from "./support/org-bookings";

test.describe.configure({ timeout: 120_000 });

const ANSWER = "A food truck called Rolling Crumb.";

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** The brief on a booking: folded to one line, then opened. */
async function openFolded(row: Locator): Promise<Locator> {
  const folded = row.getByTestId("booking-brief");
  await folded.scrollIntoViewIfNeeded();
  await expect(folded.getByText(ANSWER)).toBeHidden();
  const brief = await openBrief(row);
  await expect(brief.getByText(ANSWER)).toBeInViewport();
  return brief;
}

test("on a phone the customer answers with a text and a PDF, and both sides open the brief", async ({
  page,
  browser,
}) => {
  await newCustomerWith(page, 1500);
  const dialog = await openServiceDialog(page, LOGO_SERVICE);
  const bookNow = dialog.getByRole("button", { name: "Book Now" });
  await bookNow.click();

  const form = dialog.getByTestId("brief-answer-form");
  await expect(form.getByRole("heading", { name: ANSWER_TITLE })).toBeVisible();
  // The file first: the required text is still blank, and booking says so at its field.
  const logo = form.locator('[data-testid="brief-question"]').filter({ hasText: CURRENT_LOGO });
  await logo.getByTestId("attachment-input").setInputFiles(pdfFile("old-logo.pdf"));
  await expect(logo.getByTestId("attachment-item")).toHaveAttribute("data-state", "done");
  await bookNow.click();
  const purpose = form.getByLabel(PURPOSE);
  await expect(form.getByRole("alert")).toHaveText(answerTheQuestion(PURPOSE));
  await expect(purpose).toBeFocused();
  await expect(purpose).toBeInViewport();
  await purpose.fill(ANSWER);
  // Book Now stays on the phone's screen below the answers.
  await expect(bookNow).toBeInViewport({ ratio: 1 });
  await expectNoSideScroll(page);
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await bookNow.click();
  await expect(toast(page, /Service Booked Successfully/)).toBeVisible();

  const booking = await bookingOf(page, LOGO_SERVICE);

  await page.goto("/bookings");
  const mine = await openFolded(customerRow(page, booking.id));
  await expect(mine.getByTestId("attachment-pdf")).toBeVisible();
  await expectNoSideScroll(page);

  // The test runner gives a page of `browser` the project's phone settings too.
  const orgView = await browser.newPage();
  try {
    await signIn(orgView, DEMO.org, "/dashboard/org");
    const theirs = await openFolded(bookingRow(orgView, booking.bookingReference));
    await expect(theirs).toContainText(PURPOSE);
    await expect(theirs.getByTestId("attachment-pdf")).toBeVisible();
    await expectNoSideScroll(orgView);
  } finally {
    await orgView.close();
  }
});
