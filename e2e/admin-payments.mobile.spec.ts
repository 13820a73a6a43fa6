// The admin's payments screen on a phone: the orders are cards that fit the width, and the whole
// refund (find by email, confirm, see it refunded) works by touch.
import { expect, test } from "@playwright/test";
import { toast } from "./support/accounts";
import { findOrderOf, freshPayer, openAdminPayments } from "./support/admin-payments";
import { expectNoSeriousAxeViolations } from "./support/axe";

// A sign-up, a top-up and the admin's whole refund: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("on a phone an admin finds a top-up by email and refunds it", async ({ page }) => {
  const payer = await freshPayer();
  await openAdminPayments(page);
  const row = await findOrderOf(page, payer.email);

  // Nothing wider than the screen: the rows are cards, the ids truncate with a copy button.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(row.getByRole("button", { name: /^Copy provider order id / })).toBeVisible();

  await row.getByRole("button", { name: `Refund ₹500 to ${payer.email}`, exact: false }).tap();
  const dialog = page.getByRole("alertdialog", { name: "Refund ₹500 to Pia Payer?" });
  await expect(dialog).toContainText("525 coins (25 coins of them bonus) are taken back");
  await dialog.getByRole("button", { name: "Refund ₹500" }).tap();
  await expect(toast(page, "Payment Refunded")).toBeVisible();
  await expect(row.getByTestId("payment-status")).toHaveText("Refunded");
  await expect(page.getByTestId("ledger-summary")).toHaveText("Ledger balanced");
  await expectNoSeriousAxeViolations(page);
});
