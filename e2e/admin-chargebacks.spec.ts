// Card disputes (chargebacks) on a desktop, in test mode: the admin raises one on a fresh top-up
// whose coins were partly spent and decides it lost, through the same signed webhook a real
// dispute sends; the order and the Chargebacks card show it with the debt, the ledger stays
// balanced, and the payer sees what the wallet owes and what to do, on the wallet, the dashboard
// and Add Coins.
import { expect, test } from "@playwright/test";
import { signIn, toast } from "./support/accounts";
import { findOrderOf, freshPayer, openAdminPayments } from "./support/admin-payments";
import { expectNoSeriousAxeViolations } from "./support/axe";

test.describe.configure({ timeout: 90_000 });

test("an admin's test chargeback, lost after the coins were spent, leaves the payer a debt", async ({
  page,
}) => {
  const payer = await freshPayer({ spend: true });
  await openAdminPayments(page);
  await expect(page.getByTestId("payments-test-mode")).toContainText("Test mode");
  const row = await findOrderOf(page, payer.email);

  await row.getByRole("button", { name: /^Test mode: chargeback of ₹500/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Test mode: a chargeback of ₹500?" });
  await expect(dialog).toContainText("through the real webhook");
  await expectNoSeriousAxeViolations(page, "[role=alertdialog]");
  await dialog.getByLabel(/Dispute decided: lost/).check();
  await dialog.getByRole("button", { name: "Send the events" }).click();
  await expect(toast(page, "Test Chargeback Sent")).toContainText("the wallet owes");
  await expect(row.getByTestId("chargeback-badge")).toHaveText("Chargeback lost");
  await expect(row.getByRole("button", { name: /^Refund/ })).toHaveCount(0);

  const card = page.getByRole("region", { name: "Chargebacks" });
  const item = card.getByRole("listitem").filter({ hasText: payer.email });
  await expect(item).toContainText("Lost");
  await expect(item.getByTestId("chargeback-debt")).toContainText("coins");
  await page.getByRole("button", { name: "Re-check" }).click();
  await expect(page.getByTestId("ledger-summary")).toHaveText("Ledger balanced");
  await expectNoSeriousAxeViolations(page);

  await page.context().clearCookies();
  await signIn(page, payer, "/wallet");
  const notice = page.getByTestId("wallet-debt-notice");
  await expect(notice).toContainText("Your wallet owes");
  await expect(notice).toContainText("You can book services again once it is repaid.");
  await expect(page.getByRole("list", { name: "Transactions" })).toContainText(
    "Held: card payment disputed",
  );
  await page.goto("/dashboard/user");
  await expect(page.getByTestId("wallet-debt-notice")).toContainText("Your wallet owes");
  await notice.getByRole("link", { name: "Add coins to repay" }).click();
  await expect(page).toHaveURL(/\/wallet\/add/);
  await expect(page.getByTestId("wallet-debt-notice")).toContainText(
    "Your purchase repays it first",
  );
  await expectNoSeriousAxeViolations(page);
});
