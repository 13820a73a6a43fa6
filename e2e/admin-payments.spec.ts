// The admin's payments screen on a desktop: a new user buys coins in test mode, the admin finds
// the order by the payer's email (the search stays in the address), sees the ledger balanced,
// refunds it behind a confirmation that says what is taken back, and sees the order refunded,
// in the refunds card too, with the ledger still balanced after a Re-check.
import { expect, test } from "@playwright/test";
import { signIn, toast } from "./support/accounts";
import { findOrderOf, freshPayer, openAdminPayments } from "./support/admin-payments";
import { expectNoSeriousAxeViolations } from "./support/axe";

// A sign-up, a top-up and the admin's whole refund: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("an admin finds a fresh top-up by email and refunds it behind a confirmation", async ({
  page,
}) => {
  const payer = await freshPayer();
  await openAdminPayments(page);
  await expect(page.getByRole("region", { name: "Double charges" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const row = await findOrderOf(page, payer.email);
  await expect(row).toContainText("Pia Payer");
  // Reloading keeps the search: it lives in the address.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(payer.email);
  await expect(page.getByTestId("payment-order")).toHaveCount(1);

  await row.getByRole("button", { name: `Refund ₹500 to ${payer.email}`, exact: false }).click();
  const dialog = page.getByRole("alertdialog", { name: "Refund ₹500 to Pia Payer?" });
  await expect(dialog).toContainText("525 coins (25 coins of them bonus) are taken back");
  await expect(dialog).toContainText("₹500 is returned through the payment provider");
  await expectNoSeriousAxeViolations(page, "[role=alertdialog]");
  // Keeping the payment changes nothing.
  await dialog.getByRole("button", { name: "Keep payment" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("payment-status")).toHaveText("Paid");

  await row.getByRole("button", { name: `Refund ₹500 to ${payer.email}`, exact: false }).click();
  await dialog.getByRole("button", { name: "Refund ₹500" }).click();
  await expect(toast(page, "Payment Refunded")).toContainText("525 coins taken back");
  await expect(row.getByTestId("payment-status")).toHaveText("Refunded");
  await expect(row.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText(payer.email);

  await page.getByRole("button", { name: "Re-check" }).click();
  await expect(page.getByTestId("ledger-summary")).toHaveText("Ledger balanced");

  // The status filter narrows the search and joins it in the address.
  await page.getByLabel("Status", { exact: true }).selectOption("paid");
  await expect(page).toHaveURL((url) => url.searchParams.get("status") === "paid");
  await expect(page.getByRole("heading", { name: "No payments found" })).toBeVisible();
  await page.getByRole("button", { name: "Show all payments" }).click();
  await expect(page).toHaveURL((url) => url.search === "");
  await expect(page.getByTestId("payment-order").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("a top-up whose coins were spent offers no refund and says why", async ({ page }) => {
  const payer = await freshPayer({ spend: true });
  await openAdminPayments(page);
  const row = await findOrderOf(page, payer.email);
  await expect(row.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  await expect(row.getByTestId("refund-unavailable")).toContainText(
    "Coins spent: the wallet holds",
  );
  await expect(row.getByTestId("refund-unavailable")).toContainText("so it cannot be refunded");
  await expect(page.getByTestId("ledger-summary")).toHaveText("Ledger balanced");
  await expectNoSeriousAxeViolations(page);
});

test("a closed checkout has one name: 'Not completed' to its payer and to the admin", async ({
  page,
}) => {
  const payer = await freshPayer({ closeCheckout: true });
  await signIn(page, payer, "/wallet");
  await expect(page.getByRole("list", { name: "Payments" })).toContainText("Not completed");
  await page.context().clearCookies();

  await openAdminPayments(page);
  const row = await findOrderOf(page, payer.email, "Not completed");
  await expect(row).not.toContainText("Awaiting payment");
});
