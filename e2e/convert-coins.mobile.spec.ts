// Convert Coins on a phone: the figures, the form and the history fit the screen's width.
import { expect, test } from "@playwright/test";
import { heading, signIn } from "./support/accounts";
import { earningOrganization } from "./support/earnings";

test("Convert Coins fits a phone's width", async ({ page }) => {
  test.slow();
  const org = await earningOrganization(120, "Pia Tallyworth");
  await signIn(page, org, "/org/convert");
  await expect(heading(page, "Convert Coins")).toBeVisible();
  await expect(page.getByLabel("Amount (coins)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add INR payout details" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
