// The organization dashboard on a 375 px phone: the figures two by two, the earnings chart and
// its table inside the screen, the range switch by touch, and the coin balance in the phone menu.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";

test.use({ viewport: { width: 375, height: 740 } });

const FIGURES = [
  "totalEarned",
  "availableToConvert",
  "inEscrow",
  "activeServices",
  "totalBookings",
  "pendingConversions",
];

async function expectWithinScreen(page: Page, locator: Locator, name: string) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  expect(box.x, name).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, name).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test("on a phone the figures, the chart and its table fit the screen, and the balance is in the menu", async ({
  page,
}) => {
  // The demo organization: its seeded deliveries give the chart something to draw.
  await signIn(page, DEMO.org, "/dashboard/org");
  for (const id of FIGURES) {
    const card = page.getByTestId(`figure-${id}`);
    await expect(card).toBeVisible();
    await expectWithinScreen(page, card, id);
  }
  // Two figures a row.
  const first = await page.getByTestId("figure-totalEarned").boundingBox();
  const second = await page.getByTestId("figure-availableToConvert").boundingBox();
  expect(second?.y).toBe(first?.y);

  const earnings = page.getByRole("region", { name: "Earnings" });
  await earnings.scrollIntoViewIfNeeded();
  const chart = earnings.getByRole("img", { name: /earned in the last 30 days/ });
  await expect(chart).toBeVisible();
  await expectWithinScreen(page, chart, "chart");
  await earnings.getByRole("button", { name: "365 days" }).tap();
  await expect(earnings.getByRole("img", { name: /earned in the last 365 days/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("org-dashboard-chart-phone.png") });

  await earnings.getByRole("button", { name: "Show as table" }).tap();
  const table = earnings.getByTestId("earnings-table");
  await expect(table.getByRole("table")).toBeVisible();
  await expectWithinScreen(page, table, "table");
  await expectNoSidewaysScroll(page);

  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations).toEqual([]);

  // The phone menu lists Convert Coins itself: there the balance is text beside it, not a link.
  await page.getByRole("button", { name: "Open menu" }).tap();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByText(/^Available to convert:\s*[\d,]+ coins?$/)).toBeVisible();
  await expect(menu.getByRole("link", { name: "Convert Coins" })).toHaveAttribute(
    "href",
    "/org/convert",
  );
});
