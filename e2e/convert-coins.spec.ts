// Convert Coins (docs/features.md): an organization sets up where it is paid, asks to convert
// earned coins (the form refuses what is not a whole number or more than it has, with the spec's
// messages), sees the request pending with its coins held, cancels one, and sees an admin's
// approval and rejection with the reason.
import { expect, test, type Page } from "@playwright/test";
import {
  DASHBOARDS,
  adminToken,
  formAlert,
  freshApi,
  heading,
  signIn,
  toast,
} from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { earningOrganization } from "./support/earnings";
import {
  CONVERSION_CANCELLED_TITLE,
  CONVERSION_SUBMITTED,
  CONVERSION_SUBMITTED_TITLE,
  PAYOUT_SAVED_TITLE,
} from "../lib/conversions/messages";

function figure(page: Page, label: string) {
  return page.getByRole("group", { name: label });
}

function rows(page: Page) {
  return page.getByTestId("conversion-row");
}

test("an organization sets up payouts, converts coins within its balance, and cancels a request", async ({
  page,
}) => {
  test.slow(); // an organization earning coins through the whole booking flow, then the screen
  const org = await earningOrganization(500);
  await signIn(page, org, "/org/convert");
  await expect(heading(page, "Convert Coins")).toBeVisible();
  await expect(figure(page, "Available to convert")).toContainText("500 coins");
  await expect(page.getByText("No conversion requests yet")).toBeVisible();

  const amount = page.getByLabel("Amount (coins)");
  const submit = page.getByRole("button", { name: "Request Conversion" });
  await expect(submit).toBeDisabled(); // empty amount

  // No payout details yet: the request waits for them.
  await amount.fill("200");
  await expect(
    page.getByText("Add your payout details for INR before your first request."),
  ).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByRole("button", { name: "Add payout details" }).click();
  const dialog = page.getByRole("dialog", { name: "INR payout details" });
  await dialog.getByText("UPI", { exact: true }).click();
  await dialog.getByLabel("Account holder").fill("Orin Ledgerwood");
  await dialog.getByLabel("UPI ID").fill("orin");
  await dialog.getByRole("button", { name: "Save details" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("A UPI ID looks like name@bank.");
  await expect(dialog.getByLabel("UPI ID")).toBeFocused();
  await dialog.getByLabel("UPI ID").fill("orin.ledger@okaxis");
  await dialog.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page, PAYOUT_SAVED_TITLE)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("payout-INR")).toHaveText("UPI or••••@okaxis · Orin Ledgerwood");

  // The spec's checks, at the amount field as it is typed: no click needed, nothing previewed
  // for a refused amount, submit disabled, and the message gone once the field is cleared.
  const preview = page.getByTestId("conversion-preview");
  await amount.fill("12.5");
  await expect(formAlert(page)).toHaveText("Invalid Amount: Please enter a valid amount.");
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(submit).toBeDisabled();
  await amount.fill("501");
  await expect(formAlert(page)).toHaveText(
    "Insufficient Coins: You don't have enough coins for this conversion.",
  );
  await expect(preview.getByTestId("conversion-payout")).toHaveText("₹0");
  await expect(submit).toBeDisabled();
  await amount.fill("");
  // The alert box stays in the page, empty and hidden, ready for the next message.
  await expect(formAlert(page)).toBeHidden();
  await expect(amount).not.toHaveAttribute("aria-invalid", "true");
  await amount.fill("500");
  await expect(formAlert(page)).toBeHidden();
  await expect(submit).toBeEnabled();

  // The preview follows the amount and the currency: a coin is a rupee; a dollar is paid out at
  // the exchange rate (88 coins) plus the 2% spread.
  await amount.fill("200");
  await expect(preview.getByTestId("conversion-payout")).toHaveText("₹200");
  const form = page.getByRole("form", { name: "Convert coins" });
  await form.getByText("$ USD").click();
  await expect(preview.getByTestId("conversion-payout")).toHaveText("$2.22");
  await expect(preview).toContainText(
    "1 USD = 89.76 coins: the exchange rate 88.00 plus a 2% spread",
  );
  await form.getByText("₹ INR").click();
  await submit.click();
  await expect(toast(page, CONVERSION_SUBMITTED_TITLE)).toContainText(CONVERSION_SUBMITTED);
  await expect(amount).toHaveValue("");
  await expect(figure(page, "Available to convert")).toContainText("300 coins");
  await expect(figure(page, "Pending conversions")).toContainText("200 coins");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("200 coins");
  await expect(rows(page).first()).toContainText("₹200");
  await expect(rows(page).first().getByTestId("conversion-status")).toHaveText("Pending");
  await expectNoSeriousAxeViolations(page);

  // Cancelled: the coins come back at once.
  await rows(page).first().getByRole("button", { name: "Cancel request" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this conversion request?" });
  await expect(confirm).toContainText("The 200 coins go back to your available balance at once.");
  await confirm.getByRole("button", { name: "Cancel Request" }).click();
  await expect(toast(page, CONVERSION_CANCELLED_TITLE)).toBeVisible();
  await expect(rows(page).first().getByTestId("conversion-status")).toHaveText("Cancelled");
  await expect(figure(page, "Available to convert")).toContainText("500 coins");
  await expect(figure(page, "Pending conversions")).toContainText("0 coins");

  // What the screen showed is what the server holds.
  await page.reload();
  await expect(figure(page, "Available to convert")).toContainText("500 coins");
  await expect(rows(page).first().getByTestId("conversion-status")).toHaveText("Cancelled");
});

test("an admin's approval and rejection reach the organization's history", async ({ page }) => {
  test.slow();
  const org = await earningOrganization(300, "Wren Abacus");
  await signIn(page, org, DASHBOARDS.org);
  const origin = { origin: new URL(page.url()).origin };
  const payout = await page.request.put("/api/v1/org/payout-accounts/EUR", {
    headers: origin,
    data: { method: "iban", holderName: "Wren Abacus", iban: "DE89370400440532013000" },
  });
  expect(payout.status(), await payout.text()).toBe(200);
  const ids: string[] = [];
  for (const amount of [100, 150]) {
    const made = await page.request.post("/api/v1/conversions", {
      headers: origin,
      data: { amount, currency: "EUR" },
    });
    expect(made.status(), await made.text()).toBe(201);
    ids.push(((await made.json()) as { data: { conversion: { id: string } } }).data.conversion.id);
  }

  const api = await freshApi();
  try {
    const headers = { authorization: `Bearer ${await adminToken(api)}` };
    expect((await api.post(`/api/v1/conversions/${ids[0]}/approve`, { headers })).status()).toBe(
      200,
    );
    // Approved is processing until an admin records the transfer (a day of the admin's zone:
    // UTC, as a browser would say in its cookie).
    const confirmed = await api.post(`/api/v1/admin/conversions/${ids[0]}/confirm-payout`, {
      headers: { ...headers, cookie: "cm_tz=UTC" },
      data: { reference: "DEUTDEFF5026", sentOn: new Date().toISOString().slice(0, 10) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    expect((await api.post(`/api/v1/conversions/${ids[1]}/reject`, { headers })).status()).toBe(
      200,
    );
  } finally {
    await api.dispose();
  }

  await page.goto("/org/convert");
  await expect(figure(page, "Available to convert")).toContainText("200 coins");
  await expect(rows(page)).toHaveCount(2);
  const rejected = rows(page).filter({ hasText: "150 coins" });
  await expect(rejected.getByTestId("conversion-status")).toHaveText("Rejected");
  await expect(rejected).toContainText("Reason: Administrative decision");
  // Paid at the euro's rate (102 coins) plus the 2% spread: 150 coins would have been €1.44.
  await expect(rejected).toContainText("€1.44");
  await expect(rejected.getByTestId("conversion-paid")).toHaveText("Quoted, not paid€1.44");
  const approved = rows(page).filter({ hasText: "100 coins" });
  await expect(approved.getByTestId("conversion-status")).toHaveText("Paid");
  await expect(approved).toContainText("To IBAN DE••••3000");
  await expect(approved.getByTestId("conversion-paid")).toHaveText("Paid€0.96");
  await expect(approved.getByTestId("conversion-progress")).toHaveText(
    /^Paid on .+ · Ref DEUTDEFF5026$/,
  );
  await expect(approved).toContainText("1 EUR = 104.04 coins");
  await expect(approved.getByRole("button", { name: "Cancel request" })).toHaveCount(0);
  await expect(approved).not.toContainText("Not yet");
});
