// The catalogue on a phone (Pixel 7): paged instead of one endless scroll, statistics one tap
// away, and the service dialog's cost line and action on screen (docs/features.md).
import { expect, test, type Page } from "@playwright/test";
import { createVerifiedAccount, signIn } from "./support/accounts";
import { topUp } from "./support/payment";
import { expectKeyboardSafeDialog } from "./support/service-dialog-keyboard";

const PHONE_PAGE = 12;

async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight);
}

test("the phone catalogue shows 12 services a page, with the statistics a tap away", async ({
  page,
}) => {
  test.slow(); // sign-up, verification and sign-in
  const account = await createVerifiedAccount();
  await signIn(page, account, "/services");

  const cards = page.getByTestId("service-card");
  await expect(cards).toHaveCount(PHONE_PAGE);
  const summary = page.getByTestId("catalog-summary");
  await expect(summary).toHaveText(/^Showing 12 of \d+ services$/);
  const total = Number((await summary.innerText()).match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(PHONE_PAGE);
  expect(await pageHeight(page)).toBeLessThan(9000);

  await page.getByRole("link", { name: "See statistics" }).tap();
  await expect(page.getByRole("heading", { name: "Service Statistics" })).toBeInViewport();

  await page.getByRole("button", { name: "Load more" }).tap();
  await expect(cards).toHaveCount(Math.min(total, 2 * PHONE_PAGE));
  await expect(summary).toHaveText(`Showing ${Math.min(total, 24)} of ${total} services`);
  // The next page starts where the first ended: the 13th card is focused for keyboard users.
  await expect(cards.nth(PHONE_PAGE).locator("h3 button")).toBeFocused();
});

test("the dialog's cost line and action fit a phone screen", async ({ page }) => {
  test.slow(); // sign-up, verification, sign-in and a top-up
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await topUp(page, 500); // 525 coins
  await page.goto("/services?search=Mobile%20App%20UI%20Design");

  await page
    .getByTestId("service-card")
    .filter({ hasText: "Mobile App UI Design (5 Screens)" })
    .locator("h3 button")
    .tap();
  const dialog = page.getByRole("dialog", { name: "Mobile App UI Design (5 Screens)" });
  await expect(dialog.getByTestId("service-cost")).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Book Now" })).toBeInViewport({ ratio: 1 });

  await page.keyboard.press("Escape");
  await page.goto("/services?search=Cloud%20Cost");
  await page
    .getByTestId("service-card")
    .filter({ hasText: "Cloud Cost Optimisation Review" })
    .locator("h3 button")
    .tap();
  const short = page.getByRole("dialog", { name: "Cloud Cost Optimisation Review" });
  await expect(short.getByText("You need 675 more coins to book this service.")).toBeVisible();
  await expect(short.getByRole("link", { name: "Add Coins" })).toBeInViewport({ ratio: 1 });
});

test("by keyboard on a phone the dialog opens on its title; Escape returns to the card", async ({
  page,
}) => {
  test.slow(); // sign-up, verification, sign-in, a top-up and a booking
  await expectKeyboardSafeDialog(page);
});
