// Chargebacks on a phone, in test mode: an open dispute raised by touch is listed with its
// evidence deadline in a card that fits the screen, and its order says why it is not refundable.
import { expect, test } from "@playwright/test";
import { toast } from "./support/accounts";
import { findOrderOf, freshPayer, openAdminPayments } from "./support/admin-payments";
import { expectNoSeriousAxeViolations } from "./support/axe";

test.describe.configure({ timeout: 90_000 });

test("on a phone an admin opens a test chargeback and sees its deadline", async ({ page }) => {
  const payer = await freshPayer();
  await openAdminPayments(page);
  const row = await findOrderOf(page, payer.email);

  await row.getByRole("button", { name: /^Test mode: chargeback of ₹500/ }).tap();
  const dialog = page.getByRole("alertdialog", { name: "Test mode: a chargeback of ₹500?" });
  await dialog.getByLabel(/Open a dispute/).check();
  await dialog.getByRole("button", { name: "Send the events" }).tap();
  await expect(toast(page, "Test Chargeback Sent")).toContainText("525 coins held");
  await expect(row.getByTestId("chargeback-badge")).toHaveText("Chargeback open");
  await expect(row.getByTestId("refund-unavailable")).toContainText("Disputed by the card");

  const item = page
    .getByRole("region", { name: "Chargebacks" })
    .getByRole("listitem")
    .filter({ hasText: payer.email });
  await expect(item.getByTestId("chargeback-deadline")).toContainText("Evidence due");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
