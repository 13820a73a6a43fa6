// Convert Coins on a phone (390 px): the quote under "You will receive" (coins, fee, net, rate and
// the payout in the chosen currency) fits the screen beside the form.
import { expect, test } from "@playwright/test";
import { heading, signIn } from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { earningOrganization } from "./support/earnings";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the conversion's quote fits the screen and follows the currency", async ({
  page,
}) => {
  test.slow(); // an organization earning coins through the whole booking flow, then the screen
  const org = await earningOrganization(300, "Ivo Ratewell");
  await signIn(page, org, "/org/convert");
  await expect(heading(page, "Convert Coins")).toBeVisible();

  const form = page.getByRole("form", { name: "Convert coins" });
  await form.getByLabel("Amount (coins)").fill("250");
  const preview = page.getByTestId("conversion-preview");
  await expect(preview.getByTestId("conversion-payout")).toHaveText("₹250");
  await expect(preview).toContainText("1 INR = 1.00 coins");
  // 250 coins at 104.04 coins a euro (the exchange rate 102 plus the 2% spread): €2.40
  // (2.4029..., rounded down to the cent).
  await form.getByText("€ EUR").tap();
  await expect(preview.getByTestId("conversion-payout")).toHaveText("€2.40");
  await expect(preview).toContainText(
    "1 EUR = 104.04 coins: the exchange rate 102.00 plus a 2% spread",
  );
  await expect(preview).toContainText("No fee");

  const box = await preview.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoSeriousAxeViolations(page);
});
