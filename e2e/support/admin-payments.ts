// The admin payments journey's pieces: a fresh user's paid top-up (through the simulated
// checkout's API, as the Add Coins screen pays), and the admin's screen with that order found.
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { createVerifiedAccount, DEMO, heading, signIn, type Account } from "./accounts";
import { topUp } from "./payment";

/** A new verified user who bought the 500 package (525 coins), signed in a browser of its own. */
export async function freshPayer(browser: Browser): Promise<Account> {
  const account = await createVerifiedAccount({ name: "Pia Payer" });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, account, "/dashboard/user");
    await topUp(page, 500);
  } finally {
    await context.close();
  }
  return account;
}

/** Signs the demo admin in and opens /admin/payments with the ledger checked. */
export async function openAdminPayments(page: Page): Promise<void> {
  await signIn(page, DEMO.admin, "/dashboard/admin");
  await page.goto("/admin/payments");
  await expect(heading(page, "Payments")).toBeVisible();
  await expect(page.getByTestId("ledger-summary")).toHaveText("Ledger balanced");
  await expect(page.getByTestId("ledger-checked-at")).toContainText("Checked at");
}

/** Searches the orders by the payer's email; the URL keeps it. Answers the one order's row. */
export async function findOrderOf(page: Page, email: string): Promise<Locator> {
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === email);
  const rows = page.getByTestId("payment-order");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(email);
  await expect(row).toContainText("₹500");
  await expect(row).toContainText("525 coins");
  await expect(row.getByTestId("payment-status")).toHaveText("Paid");
  return row;
}
