import { expect, type Locator, type Page } from "@playwright/test";

/** Every toast on screen. */
export function allToasts(page: Page): Locator {
  return page.locator("[data-sonner-toast]");
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The toast covers none of the header's controls (wallet chip, Add, account menu, the phone's
 * menu button): they stay visible and usable while it shows.
 */
export async function expectClearOfHeaderControls(page: Page, toast: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  const controls = page.locator("header").first().locator("a:visible, button:visible");
  // Sonner slides a toast in: measure once it has settled.
  await expect
    .poll(async () => {
      const toastBox = await toast.boundingBox();
      if (!toastBox) return ["toast not on screen"];
      const covered: string[] = [];
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        if (box && overlaps(box, toastBox)) {
          covered.push((await control.getAttribute("aria-label")) ?? (await control.innerText()));
        }
      }
      return covered;
    })
    .toEqual([]);
}
