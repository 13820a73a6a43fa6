// The showcase pages at 390px, the width they were reviewed at: each price table fits the screen
// and no Book button is clipped (docs/features.md: Tech Services and Sustainable Trips were
// 12-15px too wide).
import { expect, test } from "@playwright/test";
import { SHOWCASES } from "./support/expected";

test.use({ viewport: { width: 390, height: 844 } });

for (const showcase of SHOWCASES) {
  test(`/services/${showcase.slug}: the price table fits 390px with every Book whole`, async ({
    page,
  }) => {
    await page.goto(`/services/${showcase.slug}`);
    const table = page.getByRole("table", { name: `Prices for ${showcase.title}, in coins` });
    const container = table.locator("xpath=..");
    const widths = await container.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(widths.scroll, "the table scrolls sideways").toBeLessThanOrEqual(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    for (const option of showcase.options) {
      const book = table.getByRole("link", { name: `Book ${option.title}`, exact: true });
      await book.scrollIntoViewIfNeeded();
      await expect(book).toBeInViewport({ ratio: 1 });
      const box = await book.boundingBox();
      const edge = await container.boundingBox();
      expect(box && edge && box.x + box.width <= edge.x + edge.width, option.title).toBe(true);
    }
  });
}
