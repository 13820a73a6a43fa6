// The catalogue dialog by keyboard (docs/features.md): Enter on a card opens the dialog with focus
// on its title, so more Enters spend nothing; Escape and Close return focus to the card; buying
// takes a Tab to Book Now and an Enter. The same journey at desktop and phone width.
import { expect, type Page } from "@playwright/test";
import { createVerifiedAccount, signIn } from "./accounts";
import { topUp, userBookings, walletBalance } from "./payment";

const TITLE = "Mobile App UI Design (5 Screens)";

export async function expectKeyboardSafeDialog(page: Page): Promise<void> {
  const account = await createVerifiedAccount();
  await signIn(page, account, "/dashboard/user");
  await topUp(page, 500); // 525 coins
  await page.goto(`/services?search=${encodeURIComponent(TITLE)}`);

  const opener = page.getByTestId("service-card").filter({ hasText: TITLE }).locator("h3 button");
  const dialog = page.getByRole("dialog", { name: TITLE });
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: TITLE })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Book Now" })).not.toBeFocused();

  // Two more Enters (a double press) book nothing.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.waitForTimeout(1_000);
  await expect(dialog).toBeVisible();
  expect(await userBookings(page)).toEqual([]);
  expect(await walletBalance(page)).toBe(525);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: TITLE })).toBeFocused();
  await dialog.getByRole("button", { name: "Close" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The deliberate way: Tab to Book Now, then Enter.
  await page.keyboard.press("Enter");
  const book = dialog.getByRole("button", { name: "Book Now" });
  for (let step = 0; step < 10; step += 1) {
    if (await book.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(book).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect
    .poll(async () => (await userBookings(page)).map((b) => b.serviceTitle))
    .toEqual([TITLE]);
}
