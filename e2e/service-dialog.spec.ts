// The catalogue's service dialog at 1280x800: however long the detail, the cost line and the
// action stay on screen without scrolling (docs/features.md), and coin counts are grouped.
import { expect, test, type Page } from "@playwright/test";
import { createVerifiedAccount, signIn } from "./support/accounts";
import { topUp } from "./support/payment";
import { expectKeyboardSafeDialog } from "./support/service-dialog-keyboard";

test.use({ viewport: { width: 1280, height: 800 } });

async function openService(page: Page, title: string) {
  const card = page.getByTestId("service-card").filter({ hasText: title });
  await card.locator("h3 button").click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the cost line and Book Now or Add Coins are visible without scrolling", async ({ page }) => {
  test.slow(); // sign-up, verification, sign-in and a top-up
  const account = await createVerifiedAccount();
  await signIn(page, account, "/services");

  // No coins yet: the missing count, grouped in thousands, and the way to add coins.
  let dialog = await openService(page, "Cloud Cost Optimisation Review");
  const cost = dialog.getByTestId("service-cost");
  await expect(cost).toBeInViewport({ ratio: 1 });
  await expect(cost.getByText("Service cost")).toBeInViewport();
  await expect(dialog.getByText("You need 1,200 more coins to book this service.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Add Coins" })).toBeInViewport({ ratio: 1 });
  // The detail above still scrolls on its own, inside the dialog.
  await expect(dialog.getByText("What's included")).toBeAttached();
  await page.keyboard.press("Escape");

  await topUp(page, 500); // 525 coins
  await page.reload();
  dialog = await openService(page, "Mobile App UI Design (5 Screens)");
  await expect(dialog.getByTestId("service-cost")).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Book Now" })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByTestId("service-cost")).toContainText("525 coins");
});

test("by keyboard the dialog opens on its title; buying takes Tab to Book Now", async ({
  page,
}) => {
  test.slow(); // sign-up, verification, sign-in, a top-up and a booking
  await expectKeyboardSafeDialog(page);
});
