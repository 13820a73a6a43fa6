// docs/spec.md's /payment and /feedback link shapes on a phone (Pixel 7): the named showcase option is
// booked and reviewed, and a link that names nothing known is one state with a way on that fits.
import { expect, test, type Page } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import { createVerifiedAccount, heading, pathIs, signIn, toast } from "./support/accounts";
import { definitionOf } from "./support/expected";
import { payButton, topUp } from "./support/payment";
import { PAYMENT_SUCCESSFUL } from "../components/payment/checkout-math";

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("the spec's link books Monthly Stay and its feedback link rates it", async ({ page }) => {
  test.slow(); // sign-up, verification, top-up, payment and feedback
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await topUp(page, 500);

  await page.goto("/payment?service=Monthly%20Stay&price=100");
  await expect(definitionOf(page, "Service")).toHaveText("Monthly Stay");
  await expect(definitionOf(page, "Total")).toHaveText(formatCoins(100));
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Pay 100 coins" }).tap();
  await expect(toast(page, PAYMENT_SUCCESSFUL)).toContainText("Monthly Stay");
  await expect(page).toHaveURL(pathIs("/feedback"));

  await page.goto("/feedback?service=Monthly%20Stay");
  await expect(heading(page, "How was Monthly Stay?")).toBeVisible();
  await expect(page.getByText("This link doesn't say which service to review")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeVisible();
});

test("a bare /payment is one clear state whose way on spans the screen", async ({ page }) => {
  await page.goto("/payment");
  await expect(heading(page, "We couldn't find this service")).toBeVisible();
  await expect(page.getByRole("term")).toHaveCount(0);
  await expect(payButton(page)).toHaveCount(0);
  const wayOn = page.getByRole("link", { name: "See popular services", exact: true });
  await expect(wayOn).toBeInViewport();
  const box = await wayOn.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan((page.viewportSize()?.width ?? 0) * 0.8);
  await expectNoSidewaysScroll(page);
});
