// Buying coins from the United States: Add Coins prices the packages in dollars at the rate it
// states (the exchange rate less the spread, both named), the test-mode checkout charges exactly
// those cents, and the wallet gets the package's coins; a custom dollar amount buys its worth in
// coins with no bonus. An order's price holds 30 minutes: Pay opens the same order again until
// then, a new one after; a payment the server refunds because the price expired says so. The
// dashboard's quick top-up and the payment page's links lead to dollar prices, never to $500 for
// 500 coins.
import { expect, test, type Page } from "@playwright/test";
import { formatCount } from "../lib/format/coins";
import { toMinor } from "../lib/format/money-minor";
import { createVerifiedAccount, heading, signIn, toast } from "./support/accounts";
import {
  coinsFor,
  COUNTRY_HEADER,
  dollars,
  packageCents,
  packageName,
  PACKAGES,
  rateMicros,
  statedRate,
} from "./support/currency";
import { INVALID_AMOUNT_TITLE } from "../lib/validations/whole-amount";

test.use({ extraHTTPHeaders: { [COUNTRY_HEADER]: "US" } });

/** The server's words for a payment refunded because its order's price expired (order-price.ts). */
const ORDER_EXPIRED =
  "This order's price expired before it was paid: your payment is being refunded. Start a new top-up at today's price.";
// Each test signs up, pays and waits for the 3 s redirect: more than 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

function checkoutDialog(page: Page) {
  return page.getByRole("dialog", { name: "Coinmarket payment" });
}

/** "This price holds for 30 minutes, until 7:42 PM GMT+5:30.": once an order is made. */
const HOLDS_UNTIL = /This price holds for 30 minutes, until \d{1,2}:\d{2}\s[AP]M GMT\+5:30\./;

function summary(page: Page) {
  return page.getByRole("region", { name: "Payment summary" });
}

function walletChip(page: Page) {
  return page.getByRole("link", { name: /^Wallet balance: / });
}

async function openAddCoins(page: Page, path = "/wallet/add"): Promise<number> {
  await page.goto(path);
  await expect(heading(page, "Add Coins")).toBeVisible();
  await expect(page.getByText("Test mode", { exact: true }).first()).toBeVisible();
  return rateMicros(await statedRate(page));
}

test("the packages in dollars at the stated rate: the checkout charges them, the wallet gets the coins", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  const micros = await openAddCoins(page);
  const rate = await statedRate(page);
  await expect(page.getByText(/^Prices in USD \(United States\): /)).toHaveText(
    new RegExp(
      `: 1 USD = ${rate.replace(".", "\\.")} coins \\(the exchange rate \\d+\\.\\d{2} less a \\d+(\\.\\d+)?% spread\\)\\.$`,
    ),
  );

  for (const pack of PACKAGES) {
    const price = dollars(packageCents(pack.coins, micros));
    await expect(
      page.getByRole("button", { name: packageName(pack, price), exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByText("Min $10 · Max $10,000")).toBeVisible();
  await expect(page.getByLabel("Custom amount (USD)")).toBeVisible();
  // Nothing is in rupees for a buyer who pays in dollars.
  await expect(page.getByRole("main")).not.toContainText("₹");

  const price = dollars(packageCents(500, micros));
  const fiveHundred = page.getByRole("button", { name: /^500 coins/ });
  await fiveHundred.click();
  await expect(fiveHundred).toHaveAttribute("aria-pressed", "true");
  await expect(summary(page)).toContainText(`Price${price}`);
  await expect(summary(page)).toContainText(`Rate1 USD = ${rate} coins`);
  await expect(summary(page)).toContainText("Your price holds for 30 minutes once you press Pay.");
  await expect(summary(page)).toContainText("Coins500");
  await expect(summary(page)).toContainText("Bonus+25");
  await expect(summary(page)).toContainText("Total coins525");

  await page.getByRole("button", { name: `Pay ${price}` }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog).toContainText("Test mode — no real money moves");
  await expect(dialog).toContainText(price);
  // The browser's zone is India's (playwright.config.ts), in a dollar buyer's wording.
  await expect(summary(page)).toContainText(HOLDS_UNTIL);
  await dialog.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(toast(page, "Payment Successful")).toContainText("525 coins added");
  const success = page.getByRole("region", { name: "Payment Successful" });
  await expect(success).toContainText(`You paid ${price}.`);
  await expect(success).toContainText("Your balance is now 525 coins");
  await expect(walletChip(page)).toHaveAccessibleName("Wallet balance: 525 coins");
  await expect(page).toHaveURL(/\/dashboard\/user$/);

  await page.goto("/wallet");
  const payments = page.getByRole("list", { name: "Payments" });
  await expect(payments).toContainText(price);
  await expect(payments).toContainText("525 coins (incl. 25 bonus)");
  await payments.getByRole("link", { name: new RegExp(`^Receipt for \\${price}`) }).click();
  const receipt = page.getByRole("article", { name: "Payment receipt" });
  await expect(receipt).toContainText(`Amount paid${price} USD`);
  await expect(receipt).toContainText(`Exchange rate1 USD = ${rate} coins`);
  await expect(receipt).toContainText("Total coins525");
});

test("a custom dollar amount buys its worth in coins at the rate, with no bonus", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  const micros = await openAddCoins(page);
  const amount = page.getByLabel("Custom amount (USD)");

  // Out of range is said as it is typed, and Pay offers no charge the server would refuse.
  const pay = summary(page).getByRole("button", { name: /^Pay/ });
  const fieldAlert = page.getByRole("alert").filter({ hasText: INVALID_AMOUNT_TITLE });
  for (const [typed, message] of [
    ["9", "The minimum amount is $10."],
    ["10001", "The maximum amount is $10,000."],
  ] as const) {
    await amount.fill(typed);
    await expect(fieldAlert).toHaveText(`Invalid Amount: ${message}`);
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveText("Pay");
  }
  await amount.fill("12.50");
  await expect(page.getByRole("alert").filter({ hasText: INVALID_AMOUNT_TITLE })).toHaveText(
    "Invalid Amount: Please enter a valid amount",
  );
  await expect(checkoutDialog(page)).toBeHidden();

  // $500 is no package's price: 500 dollars' worth of coins, no bonus, no package chosen.
  await amount.fill("500");
  const coins = coinsFor(500, micros);
  await expect(summary(page)).toContainText("Price$500");
  await expect(summary(page)).toContainText(`Coins${formatCount(coins)}`);
  await expect(summary(page)).toContainText("Bonus0");
  await expect(summary(page)).toContainText(`Total coins${formatCount(coins)}`);
  const packages = page.getByRole("group", { name: "Choose a package" });
  await expect(packages.locator("[aria-pressed=true]")).toHaveCount(0);

  await amount.fill("25");
  const worth = coinsFor(25, micros);
  await expect(summary(page)).toContainText(`Total coins${formatCount(worth)}`);
  await page.getByRole("button", { name: "Pay $25" }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog).toContainText("$25");
  await dialog.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Payment Successful")).toContainText(
    `${formatCount(worth)} coins added`,
  );
  await expect(walletChip(page)).toHaveAccessibleName(
    `Wallet balance: ${formatCount(worth)} coins`,
  );
});

test("an order's price holds 30 minutes: Pay reopens it until then, and a late payment's refund is said", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  // The page's clock runs as usual until moved on below.
  await page.clock.install();
  let orders = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v1/payments/orders")) {
      orders += 1;
    }
  });
  const micros = await openAddCoins(page);
  const price = dollars(packageCents(500, micros));
  await page.getByRole("button", { name: /^500 coins/ }).click();
  const pay = page.getByRole("button", { name: `Pay ${price}` });
  const dialog = checkoutDialog(page);

  // Closed and opened again: the same order, its price holding until the same time.
  await pay.click();
  await expect(summary(page)).toContainText(HOLDS_UNTIL);
  const until = HOLDS_UNTIL.exec((await summary(page).textContent()) ?? "")?.[0];
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(toast(page, "Payment Cancelled")).toBeVisible();
  await expect(summary(page)).toContainText(until ?? "");
  await pay.click();
  await expect(dialog).toBeVisible();
  expect(orders).toBe(1);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(pay).toBeEnabled();

  // 29 minutes on, too close to its end to pay in: Pay makes a new order.
  await page.clock.fastForward("29:00");
  await expect(summary(page)).toContainText("Your price holds for 30 minutes once you press Pay.");
  await pay.click();
  await expect(dialog).toBeVisible();
  expect(orders).toBe(2);

  // Had its price expired before the payment, at a price today's undercuts, the server would
  // refund it and answer 409 order_expired: said as an error, nothing credited.
  await page.route("**/api/v1/payments/verify", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        error: { code: "order_expired", message: ORDER_EXPIRED },
      }),
    }),
  );
  await dialog.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(toast(page, "Order Expired")).toContainText(ORDER_EXPIRED);
  await expect(toast(page, "Payment Successful")).toHaveCount(0);
  await expect(page.getByText("We could not confirm your last payment.")).toHaveCount(0);
  await expect(pay).toBeEnabled();
});

test("the quick top-up and the low-balance links lead to dollar prices", async ({ page }) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  const quick = page.getByRole("region", { name: "Quick Top-up", exact: true });
  const link = quick.getByRole("link", { name: /^Top up \$/ }).nth(2);
  await expect(link).toHaveAttribute("href", "/wallet/add?package=coins-1000");
  await link.click();
  const micros = rateMicros(await statedRate(page));
  await expect(quick).toBeHidden();
  await expect(page.getByRole("button", { name: /^1,000 coins/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(summary(page)).toContainText(`Price${dollars(packageCents(1000, micros))}`);
  await expect(summary(page)).toContainText("Total coins1,100");

  // A payment page short of 150 coins links here with ?amount=150: the dollars that buy them
  // (at least the $10 minimum), not $150.
  await openAddCoins(page, "/wallet/add?amount=150");
  const needed = Math.max(10, Math.ceil((150 * 1_000_000) / micros));
  await expect(page.getByLabel("Custom amount (USD)")).toHaveValue(String(needed));
  await expect(summary(page)).toContainText(`Price${dollars(toMinor(needed, "USD"))}`);
  await expect(summary(page)).toContainText(`Total coins${formatCount(coinsFor(needed, micros))}`);
});
