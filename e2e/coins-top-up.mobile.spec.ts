// Add Coins on a phone: the packages fill the screen, so the total and Pay stay in a bar at the
// bottom of it, and an amount out of range is said beside the disabled Pay as it is typed
// (docs/features.md).
import { expect, test } from "@playwright/test";
import { createVerifiedAccount, heading, signIn } from "./support/accounts";

test.describe.configure({ timeout: 60_000 });

test("the total and Pay stay on screen beside the packages, and say why Pay is disabled", async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/wallet/add");
  await expect(heading(page, "Add Coins")).toBeVisible();

  const bar = page.getByTestId("pay-bar");
  const pay = bar.getByRole("button", { name: /^Pay/ });
  await page.getByRole("button", { name: /^500 coins/ }).tap();
  await expect(pay).toHaveText("Pay ₹500");
  await expect(pay).toBeInViewport({ ratio: 1 });
  await expect(bar).toContainText("Total coins525 · ₹500");

  // Scrolled to the last package, the bar stays at the bottom of the screen, below it.
  const lastPackage = page.getByRole("button", { name: /coins/ }).filter({ hasText: "₹" }).last();
  await lastPackage.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(pay).toBeInViewport({ ratio: 1 });
  // The page scrolls smoothly (globals.css): measured while it still moves, the package can be
  // under the bar for a moment. Where it comes to rest is the question.
  await expect
    .poll(async () => {
      const [packageBox, barBox] = await Promise.all([
        lastPackage.boundingBox(),
        bar.boundingBox(),
      ]);
      return packageBox!.y + packageBox!.height - barBox!.y;
    })
    .toBeLessThanOrEqual(0);

  const amount = page.getByLabel("Custom amount");
  await amount.fill("9999999999");
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveText("Pay");
  await expect(bar).toContainText("The maximum amount is ₹5,00,000.");
  await expect(bar).toBeInViewport();
});
