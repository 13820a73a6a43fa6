// A brief at booking, tried as each side would at 1280x800: the organization asks questions in
// the service form; a customer reads them in the catalogue dialog, is told at the field when a
// required one is left blank, answers in writing and with a file, and books; the same on
// /payment; the organization and the customer read the brief on the booking.
import type { Page } from "@playwright/test";
import { answerTheQuestion } from "../lib/bookings/answer-messages";
import { ANSWER_TITLE, WILL_ASK } from "../components/bookings/brief-answers";
import { PAYMENT_SUCCESSFUL } from "../components/payment/checkout-math";
import {
  QUESTIONS_TITLE,
  questionLabel,
} from "../modules/services/components/org/service-questions-texts";
import { paymentHref } from "../modules/catalog/shared/payment-link";
import { TOO_MANY_QUESTIONS } from "../modules/services/shared/validations-values";
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
import { bookingRow, expect, pngFile, test } from "./support/org-bookings";
import { chooseOption } from "./support/select";

test.use({ viewport: { width: 1280, height: 800 } });
/** A sign-up, a top-up, a booking and the organization's page: more than the default. */
test.describe.configure({ timeout: 120_000 });

/** The seed's strategy sprint asks one required text question. */
const GTM_SERVICE = "Go-to-Market Strategy Sprint";
const GTM_QUESTION = "What do you sell, and to whom?";

async function serviceId(page: Page, title: string): Promise<string> {
  const query = new URLSearchParams({ search: title, limit: "10" });
  const response = await page.request.get(`/api/v1/services?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (
    (await response.json()) as { data: { items: { id: string; title: string }[] } }
  ).data;
  const service = items.find((item) => item.title === title);
  if (!service) throw new Error(`no service ${title}`);
  return service.id;
}

test("the organization asks: up to five questions, each a prompt, how it is answered and whether it must be", async ({
  page,
}) => {
  await signIn(page, DEMO.org, "/org/services");
  await page.getByRole("button", { name: "Add Service" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  const title = `Logo refresh ${Date.now().toString(36)}`;
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Description", { exact: true }).fill("A new logo from your sketches.");
  await dialog.getByLabel("Price (coins)", { exact: true }).fill("150");
  await chooseOption(page, dialog.getByLabel("Category", { exact: true }), "Design");

  const editor = dialog.getByTestId("service-questions-editor");
  await expect(editor.getByRole("heading", { name: QUESTIONS_TITLE })).toBeVisible();
  const add = editor.getByRole("button", { name: "Add question" });

  // A question left empty is refused at its field.
  await add.click();
  const first = editor.getByLabel(questionLabel(0), { exact: true });
  await expect(first).toBeFocused();
  await dialog.getByRole("button", { name: "Add Service" }).click();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toBeFocused();
  await first.fill(CURRENT_LOGO);
  await editor.getByLabel("Answer").first().selectOption({ label: "File" });
  await editor.getByRole("checkbox", { name: "Required" }).first().click();

  await add.click();
  await editor.getByLabel(questionLabel(1), { exact: true }).fill(PURPOSE);
  // The required one first: moved up by keyboard.
  await editor
    .getByRole("button", { name: `Move ${questionLabel(1).toLowerCase()} up` })
    .press("Enter");
  await expect(editor.getByLabel(questionLabel(0), { exact: true })).toHaveValue(PURPOSE);
  await expect(editor.getByLabel(questionLabel(1), { exact: true })).toHaveValue(CURRENT_LOGO);
  // The focus stays with the moved question: at the top, on its Move down.
  await expect(
    editor.getByRole("button", { name: `Move ${questionLabel(0).toLowerCase()} down` }),
  ).toBeFocused();

  // Five at most: the button says why it is off, and a removed one makes room again.
  for (let count = 2; count < 5; count += 1) {
    await add.click();
    await editor.getByLabel(questionLabel(count), { exact: true }).fill(`Extra ${count}`);
  }
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(TOO_MANY_QUESTIONS);
  for (let count = 4; count >= 2; count -= 1) {
    await editor
      .getByRole("button", { name: `Remove ${questionLabel(count).toLowerCase()}` })
      .click();
  }
  await expect(add).toBeEnabled();
  await expect(editor.getByTestId("service-question")).toHaveCount(2);

  await dialog.getByRole("button", { name: "Add Service" }).click();
  await expect(toast(page, "Service Created")).toBeVisible();

  // Opened again, the questions are as saved: order, kind and whether required.
  const card = page.getByRole("article", { name: title, exact: true });
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  const saved = edit.getByTestId("service-questions-editor");
  await expect(saved.getByLabel(questionLabel(0), { exact: true })).toHaveValue(PURPOSE);
  await expect(saved.getByLabel(questionLabel(1), { exact: true })).toHaveValue(CURRENT_LOGO);
  await expect(saved.getByLabel("Answer").nth(0)).toHaveValue("text");
  await expect(saved.getByLabel("Answer").nth(1)).toHaveValue("file");
  await expect(saved.getByRole("checkbox", { name: "Required" }).nth(0)).toBeChecked();
  await expect(saved.getByRole("checkbox", { name: "Required" }).nth(1)).not.toBeChecked();
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
});

test("the customer answers in the catalogue dialog, and both sides read the brief on the booking", async ({
  page,
  browser,
}) => {
  await newCustomerWith(page, 1500);
  const dialog = await openServiceDialog(page, LOGO_SERVICE);

  // Told before booking what will be asked.
  const asked = dialog.getByTestId("service-questions");
  await expect(asked.getByRole("heading", { name: WILL_ASK })).toBeVisible();
  await expect(asked).toContainText(`${PURPOSE} (required)`);
  await expect(asked).toContainText(`${CURRENT_LOGO} (a file, optional)`);

  // Book Now asks them; the first answer takes the focus.
  await dialog.getByRole("button", { name: "Book Now" }).click();
  const form = dialog.getByTestId("brief-answer-form");
  await expect(form.getByRole("heading", { name: ANSWER_TITLE })).toBeVisible();
  const purpose = form.getByLabel(PURPOSE);
  await expect(purpose).toBeFocused();

  // The required answer left blank is refused at its field, in the API's words.
  await dialog.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByRole("alert")).toHaveText(answerTheQuestion(PURPOSE));
  await expect(purpose).toHaveAttribute("aria-invalid", "true");
  await expect(purpose).toBeFocused();

  const answer = "A bakery called Crumb.\nWarm colours, please.";
  await purpose.fill(answer);
  await expect(form.getByRole("alert")).toHaveCount(0);
  const logo = form.locator('[data-testid="brief-question"]').filter({ hasText: CURRENT_LOGO });
  await logo.getByTestId("attachment-input").setInputFiles(pngFile("old-logo.png"));
  await expect(logo.getByTestId("attachment-item")).toHaveAttribute("data-state", "done");
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Book Now" }).click();
  await expect(toast(page, /Service Booked Successfully/)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const booking = await bookingOf(page, LOGO_SERVICE);
  expect(booking.answers.map(({ prompt, text }) => [prompt, text])).toEqual([
    [PURPOSE, answer],
    [CURRENT_LOGO, null],
  ]);
  expect(booking.answers[1]?.file).toMatch(/^\/uploads\//);

  // The customer's booking: the brief, folded until opened.
  await page.goto("/bookings");
  const mine = await openBrief(customerRow(page, booking.id));
  await expect(mine).toContainText(PURPOSE);
  await expect(mine.getByText(answer)).toBeVisible();
  await expect(mine.getByTestId("attachment-image")).toHaveAttribute("href", /^\/uploads\//);

  // The organization's booking: the same brief.
  const orgContext = await browser.newContext();
  const orgPage = await orgContext.newPage();
  try {
    await signIn(orgPage, DEMO.org, "/dashboard/org");
    const theirs = await openBrief(bookingRow(orgPage, booking.bookingReference));
    await expect(theirs.getByText(answer)).toBeVisible();
    await expect(theirs).toContainText(CURRENT_LOGO);
    await expect(theirs.getByTestId("attachment-image")).toHaveAttribute(
      "href",
      booking.answers[1]?.file ?? "",
    );
  } finally {
    await orgContext.close();
  }
});

test("on /payment the questions are asked above Pay, and a blank required one stops it", async ({
  page,
}) => {
  await newCustomerWith(page, 2200);
  const id = await serviceId(page, GTM_SERVICE);
  await page.goto(paymentHref({ service: GTM_SERVICE, price: 2200, serviceId: id }));

  const form = page.getByTestId("brief-answer-form");
  await expect(form.getByRole("heading", { name: ANSWER_TITLE })).toBeVisible();
  const pay = page.getByRole("button", { name: /^Pay / });
  await pay.click();
  const field = form.getByLabel(GTM_QUESTION);
  await expect(form.getByRole("alert")).toHaveText(answerTheQuestion(GTM_QUESTION));
  await expect(field).toBeFocused();

  await field.fill("Invoicing software for small bakeries.");
  await pay.click();
  await expect(toast(page, PAYMENT_SUCCESSFUL)).toBeVisible();
  await page.waitForURL(/\/feedback\?/);
  const booking = await bookingOf(page, GTM_SERVICE);
  expect(booking.answers).toEqual([
    expect.objectContaining({
      prompt: GTM_QUESTION,
      text: "Invoicing software for small bakeries.",
    }),
  ]);
});
