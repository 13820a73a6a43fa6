// While payments are simulated (the embedded demo; PAYMENTS_MODE=test on a database), every page
// says so: nobody should take test coins for paid ones.
import { expect, test } from "@playwright/test";

for (const path of ["/", "/login", "/services/tech-services", "/payment", "/no-such-page"]) {
  test(`${path} shows the test-mode banner`, async ({ page }) => {
    await page.goto(path);
    const banner = page.getByRole("note", { name: "Test mode" });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText("Test mode: payments are simulated and no real money moves.");
  });
}
