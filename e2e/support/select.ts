// The app's styled selects (components/data/option-select.tsx): a stand-in button until Radix's
// select has loaded, then Radix's pop-up list.
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens `select`, clicks the option named `option` and waits until the select shows it. A click
 * that lands within a frame or two of the list appearing can be passed over by Radix while it
 * places the list over the trigger; a person's click never comes that soon, a test's does, so it
 * is made again until the choice shows.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string | RegExp,
  shown: string | RegExp = option,
): Promise<void> {
  await expect(async () => {
    if ((await page.getByRole("listbox").count()) === 0) await select.click();
    await page.getByRole("option", { name: option }).click({ timeout: 5_000 });
    await expect(select).toHaveText(shown, { timeout: 2_000 });
  }).toPass();
}
