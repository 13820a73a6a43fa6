import { expect, type Locator, type Page } from "@playwright/test";

/** Every toast on screen. */
export function allToasts(page: Page): Locator {
  return page.locator("[data-sonner-toast]");
}

/** The toast lies wholly below the sticky header: the wallet chip and account menu stay usable. */
export async function expectBelowHeader(page: Page, toast: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  // Sonner slides a toast in: measure once it has settled.
  await expect
    .poll(async () => {
      const [toastBox, headerBox] = await Promise.all([
        toast.boundingBox(),
        page.locator("header").first().boundingBox(),
      ]);
      if (!toastBox || !headerBox) return Number.NEGATIVE_INFINITY;
      return toastBox.y - (headerBox.y + headerBox.height);
    })
    .toBeGreaterThanOrEqual(0);
}
