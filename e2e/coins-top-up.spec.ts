// Buying coins as a person would, in the test-mode checkout: the 500 package credits 525 coins
// everywhere the balance shows; a failed or cancelled payment says so and credits nothing.
import { expect, test, type Page } from "@playwright/test";
import { createVerifiedAccount, heading, signIn, toast } from "./support/accounts";
import { ENTER_A_VALID_AMOUNT, INVALID_AMOUNT_TITLE } from "../lib/validations/whole-amount";

// Each test signs up and most pay in the checkout: more than 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

function walletChip(page: Page) {
  return page.getByRole("link", { name: /^Wallet balance: / });
}

function checkoutDialog(page: Page) {
  return page.getByRole("dialog", { name: "Coinmarket payment" });
}

function currentBalance(page: Page) {
  return page.locator("p", { hasText: "Current balance" });
}

async function openAddCoins(page: Page, path = "/wallet/add") {
  await page.goto(path);
  await expect(heading(page, "Add Coins")).toBeVisible();
  await expect(page.getByText("Test mode", { exact: true }).first()).toBeVisible();
}

test("the 500 package in the test-mode checkout adds 525 coins to the chip, dashboard and history", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await expect(walletChip(page)).toHaveAccessibleName("Wallet balance: 0 coins");

  await openAddCoins(page);
  // Rupee buyers see the spec's prices: a coin is a rupee, and no exchange rate is involved.
  await expect(page.getByText("Prices in INR for India")).toBeVisible();
  await expect(
    page.getByRole("button", { name: "500 coins + 25 bonus · ₹500 · Popular" }),
  ).toBeVisible();
  await page.getByRole("button", { name: /^500 coins/ }).click();
  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(summary).toContainText("Price₹500");
  await expect(summary).toContainText("Total coins525");
  await expect(summary).not.toContainText("Exchange rate");

  await page.getByRole("button", { name: "Pay ₹500" }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Test mode — no real money moves");
  await expect(dialog).toContainText(account.email);
  await dialog.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(toast(page, "Payment Successful")).toContainText("525 coins added");
  // One balance on every screen at once: the success panel, 'Current balance' and the chip.
  await expect(page.getByRole("region", { name: "Payment Successful" })).toContainText(
    "Your balance is now 525 coins",
  );
  await expect(currentBalance(page)).toContainText("525 coins");
  await expect(walletChip(page)).toHaveAccessibleName("Wallet balance: 525 coins");
  // docs/spec.md: back to the dashboard after 3 s.
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await expect(walletChip(page)).toHaveAccessibleName("Wallet balance: 525 coins");
  await expect(page.getByRole("main")).toContainText("525");

  await page.goto("/wallet");
  const history = page.getByRole("list", { name: "Transactions" });
  // The paid coins and the package's bonus are two lines of the history, each naming only what
  // it adds.
  const line = (text: string) => history.getByRole("listitem").filter({ hasText: text });
  await expect(line("Coins purchased")).toContainText("+500 coins");
  await expect(line("Bonus coins (500-coin package)")).toContainText("+25 coins");
  await expect(page.getByRole("list", { name: "Payments" })).toContainText("Paid");
});

test("a failed and a cancelled payment show their messages and credit nothing", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");

  await openAddCoins(page, "/wallet/add?amount=100");
  await page.getByRole("button", { name: "Pay ₹100" }).click();
  await checkoutDialog(page).getByRole("button", { name: "Fail payment" }).click();
  await expect(toast(page, "Payment Failed")).toBeVisible();
  await expect(checkoutDialog(page)).toBeHidden();

  await page.getByRole("button", { name: "Pay ₹100" }).click();
  await checkoutDialog(page).getByRole("button", { name: "Close" }).click();
  await expect(toast(page, "Payment Cancelled")).toContainText("You cancelled the payment");
  // The processing flag clears in every case: the button can be used again.
  await expect(page.getByRole("button", { name: "Pay ₹100" })).toBeEnabled();

  await page.goto("/wallet");
  await expect(walletChip(page)).toHaveAccessibleName("Wallet balance: 0 coins");
  await expect(page.getByText("No transactions yet")).toBeVisible();
});

test("amounts outside the bounds are refused as typed, with Pay disabled and saying why", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await openAddCoins(page);
  await expect(page.getByText("Min ₹10 · Max ₹5,00,000")).toBeVisible();
  const amount = page.getByLabel("Custom amount");
  const summary = page.getByRole("region", { name: "Payment summary" });
  const pay = summary.getByRole("button", { name: /^Pay/ });
  const fieldAlert = page.getByRole("alert").filter({ hasText: INVALID_AMOUNT_TITLE });

  // No click needed: the field and the note under Pay say the bound as soon as it is typed,
  // and Pay never offers to charge an amount the server would refuse.
  const cases = [
    ["9", "The minimum amount is ₹10."],
    ["500001", "The maximum amount is ₹5,00,000."],
    ["9999999999", "The maximum amount is ₹5,00,000."],
  ] as const;
  for (const [typed, message] of cases) {
    await amount.fill(typed);
    await expect(amount).toHaveValue(typed);
    await expect(fieldAlert).toHaveText(`Invalid Amount: ${message}`);
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveText("Pay");
    await expect(summary).toContainText(message);
    await expect(summary).toContainText("Price—");
  }
  await amount.press("Enter");
  await expect(checkoutDialog(page)).toBeHidden();

  // Cleared, the message goes with the amount: nothing stale is left behind.
  await amount.fill("");
  await expect(fieldAlert).toHaveCount(0);
  await expect(summary).not.toContainText("The maximum amount");
  await amount.fill("500000");
  await expect(fieldAlert).toHaveCount(0);
  await expect(summary.getByRole("button", { name: "Pay ₹5,00,000" })).toBeEnabled();
});

test("the dashboard's quick top-up opens Add Coins with its package chosen", async ({ page }) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  const link = page.getByRole("link", { name: /^Top up ₹1,000/ });
  await expect(link).toHaveAttribute("href", "/wallet/add?package=coins-1000");
  await link.click();
  await expect(heading(page, "Add Coins")).toBeVisible();
  await expect(page.getByRole("button", { name: /^1,000 coins/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByLabel("Custom amount")).toHaveValue("");
  await expect(page.getByRole("region", { name: "Payment summary" })).toContainText(
    "Total coins1,100",
  );
});

test("a link's ?amount= in rupees: a package's price picks it, another amount fills the field", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await openAddCoins(page, "/wallet/add?amount=500");
  await expect(page.getByRole("button", { name: /^500 coins/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "Pay ₹500" })).toBeEnabled();

  await openAddCoins(page, "/wallet/add?amount=150");
  await expect(page.getByLabel("Custom amount (INR)")).toHaveValue("150");
  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(summary).toContainText("Price₹150");
  await expect(summary).toContainText("Total coins150");
});

test("a custom amount that is not a whole number is refused as typed, never turned into another", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await openAddCoins(page);
  const amount = page.getByLabel("Custom amount");
  const summary = page.getByRole("region", { name: "Payment summary" });
  const pay = summary.getByRole("button", { name: /^Pay/ });

  // Each of these once became another amount (99.99 paid ₹9,999, 1e3 paid ₹13, -5 paid ₹5).
  for (const typed of ["99.99", "10.5", "1e3", "-5", "1,000"]) {
    await amount.fill(typed);
    await expect(amount).toHaveValue(typed);
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: INVALID_AMOUNT_TITLE })).toHaveText(
      "Invalid Amount: Please enter a valid amount",
    );
    await expect(pay).toBeDisabled();
    // Nothing is priced: the summary's Price stays empty.
    await expect(summary).toContainText("Price—");
  }
  // Nothing was refused as a toast: the field says it (a toast is for outcomes).
  await expect(toast(page, INVALID_AMOUNT_TITLE)).toHaveCount(0);

  await amount.fill("100");
  await expect(page.getByText(ENTER_A_VALID_AMOUNT)).toHaveCount(0);
  await expect(summary.getByRole("button", { name: "Pay ₹100" })).toBeEnabled();
  await expect(checkoutDialog(page)).toBeHidden();
});

test("a top-up started from a payment goes back to it; a return path off the payment page is ignored", async ({
  page,
}) => {
  test.slow(); // two top-ups in the checkout, each followed by its redirect
  const account = await createVerifiedAccount();
  await signIn(page, account, "/services/tech-services");
  await page.getByRole("link", { name: "Book Basic Website", exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  const payment = new URL(page.url());
  await page.getByRole("link", { name: "Add Coins", exact: true }).click();
  await expect(heading(page, "Add Coins")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to payment" })).toHaveAttribute(
    "href",
    `${payment.pathname}${payment.search}`,
  );
  await page.getByRole("button", { name: "Pay ₹150" }).click();
  await checkoutDialog(page).getByRole("button", { name: "Pay", exact: true }).click();
  const success = page.getByRole("region", { name: "Payment Successful" });
  await expect(success).toContainText("Redirecting to your payment...");
  await expect(success.getByRole("link", { name: "Back to payment now" })).toHaveAttribute(
    "href",
    `${payment.pathname}${payment.search}`,
  );
  await expect(page).toHaveURL(
    (url) => url.pathname === "/payment" && url.search === payment.search,
  );
  await expect(page.getByRole("button", { name: "Pay 150 coins" })).toBeEnabled();

  // Another site, or another page of this one: the top-up ends on the dashboard as usual.
  for (const returnTo of ["//evil.example/payment", "https://evil.example/payment", "/settings"]) {
    await openAddCoins(page, `/wallet/add?amount=100&returnTo=${encodeURIComponent(returnTo)}`);
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard/user",
    );
  }
  await page.getByRole("button", { name: "Pay ₹100" }).click();
  await checkoutDialog(page).getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("region", { name: "Payment Successful" })).toContainText(
    "Redirecting to your dashboard...",
  );
  await expect(page).toHaveURL(/\/dashboard\/user$/);
});
