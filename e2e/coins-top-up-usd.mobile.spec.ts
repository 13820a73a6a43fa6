// Buying coins from the United States on a phone (Pixel 7): the packages in dollars fit the
// screen, a tap picks one, the test-mode checkout charges its dollar price and the wallet gets
// the coins.
import { expect, test } from "@playwright/test";
import { createVerifiedAccount, heading, signIn, toast } from "./support/accounts";
import {
  COUNTRY_HEADER,
  dollars,
  expectNoSidewaysScroll,
  packageCents,
  packageName,
  PACKAGES,
  rateMicros,
  statedRate,
} from "./support/currency";

test.use({ extraHTTPHeaders: { [COUNTRY_HEADER]: "US" } });
test.describe.configure({ timeout: 60_000 });

test("a phone buyer in the US pays the 1,000 package's dollar price and gets 1,100 coins", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  const quick = page.getByRole("region", { name: "Quick Top-up", exact: true });
  await quick.scrollIntoViewIfNeeded();
  await expect(quick.getByRole("link")).toHaveCount(4);
  await expect(quick).not.toContainText("₹");
  await expectNoSidewaysScroll(page);

  await page.goto("/wallet/add");
  await expect(heading(page, "Add Coins")).toBeVisible();
  const micros = rateMicros(await statedRate(page));
  for (const pack of PACKAGES) {
    const price = dollars(packageCents(pack.coins, micros));
    const button = page.getByRole("button", { name: packageName(pack, price), exact: true });
    await expect(button).toBeVisible();
    // Two packages a row, each within the screen.
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
  await expectNoSidewaysScroll(page);

  const price = dollars(packageCents(1000, micros));
  await page.getByRole("button", { name: /^1,000 coins/ }).tap();
  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(summary).toContainText(`Price${price}`);
  await expect(summary).toContainText("Total coins1,100");
  const pay = page.getByRole("button", { name: `Pay ${price}` });
  await pay.scrollIntoViewIfNeeded();
  await pay.tap();
  const dialog = page.getByRole("dialog", { name: "Coinmarket payment" });
  await expect(dialog).toContainText(price);
  await dialog.getByRole("button", { name: "Pay", exact: true }).tap();

  await expect(toast(page, "Payment Successful")).toContainText("1,100 coins added");
  await expect(page.getByRole("region", { name: "Payment Successful" })).toContainText(
    `You paid ${price}.`,
  );
  await expectNoSidewaysScroll(page);
  await expect(page).toHaveURL(/\/dashboard\/user$/);

  await page.goto("/wallet");
  await expect(page.getByRole("list", { name: "Payments" })).toContainText(price);
  await expectNoSidewaysScroll(page);
});
