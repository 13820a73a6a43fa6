// The catalogue's dialog holds the page behind it as a modal does: while it is open the page
// does not scroll and screen readers see only the dialog, focus stays inside however far one
// tabs, and a press on the dimmed page closes it. The same at desktop and phone width.
import { expect, type Page } from "@playwright/test";
import { DEMO, signIn } from "./accounts";

/** How far the page has scrolled, after any smooth scroll has had time to move it. */
async function scrollTop(page: Page): Promise<number> {
  await page.waitForTimeout(600);
  return page.evaluate(() => window.scrollY);
}

export async function expectModalServiceDialog(page: Page): Promise<void> {
  await signIn(page, DEMO.user, "/services");
  const opener = page.getByTestId("service-card").first().locator("h3 button");
  const title = (await opener.textContent())?.trim() ?? "";
  const dialog = page.getByRole("dialog", { name: title });
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };

  await opener.click();
  await expect(dialog).toBeVisible();
  // The whole detail comes in below the heading: its facts (bookings, duration) among it.
  await expect(dialog.getByText("Duration", { exact: true })).toBeAttached();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();

  // Screen readers see the dialog alone: the card that opened it is hidden from them.
  const card = page.getByRole("button", { name: title, exact: true });
  await expect(card).toHaveCount(0);

  // A wheel over the dimmed page does not scroll it.
  const behind = await scrollTop(page);
  await page.mouse.move(4, viewport.height - 4);
  await page.mouse.wheel(0, 800);
  expect(await scrollTop(page)).toBe(behind);

  // Tabbing forward or back never leaves the dialog.
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  }

  // A press on the dimmed page closes the dialog; the page is the page again.
  await page.mouse.click(4, viewport.height - 4);
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(1);
  await page.mouse.wheel(0, 800);
  expect(await scrollTop(page)).toBeGreaterThan(behind);
}
