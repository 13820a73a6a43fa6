// The admin dashboard on a phone (docs/features.md): the figures stacked inside the screen and
// equal to the API's, the charts and lists without sideways scrolling, the queue badges in the
// menu, and no serious axe violation.
import { expect, test, type Page } from "@playwright/test";
import type { AdminDashboardView } from "../lib/schemas/admin-dashboard";
import { formatCount } from "../lib/format/coins";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { DEMO, signIn } from "./support/accounts";

test.use({ viewport: { width: 390, height: 844 } });

const FIGURES = ["users", "organizations", "coins", "pending"];

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test("on a phone the figures fit the screen, match the API, and the menu shows the queue counts", async ({
  page,
}) => {
  // Axe over the whole dashboard (revenue and money cards included) takes most of 30 s on a busy
  // 2-core machine.
  test.slow();
  await signIn(page, DEMO.admin, "/dashboard/admin");
  for (const id of FIGURES) {
    const figure = page.getByTestId(`admin-figure-${id}`);
    await expect(figure).toBeVisible();
    const box = await figure.boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await expect(async () => {
    await page.reload();
    const response = await page.request.get("/api/v1/admin/dashboard");
    const data = ((await response.json()) as { data: AdminDashboardView }).data;
    await expect(
      page.getByTestId("admin-figure-organizations").getByTestId("figure-value"),
    ).toHaveText(formatCount(data.accounts.organizations), { timeout: 1_000 });
    await expect(page.getByTestId("admin-figure-pending").getByTestId("figure-value")).toHaveText(
      formatCount(data.pending.total),
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 30_000 });

  const trends = page.getByRole("region", { name: "Sign-ups, Top-ups and Bookings" });
  await trends.scrollIntoViewIfNeeded();
  await expect(trends.getByRole("img", { name: /^Over the last 30 days/ })).toBeVisible();
  await trends.getByRole("button", { name: /^Show as table/ }).tap();
  await expect(trends.getByRole("table")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Recent Activity" }).getByTestId("recent-activity"),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  // Other specs make and decide conversions meanwhile: the badge and the API are read until they
  // agree (the badge is the count as the page loaded it).
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(async () => {
    await page.reload();
    const queues = (
      (await (await page.request.get("/api/v1/admin/queues")).json()) as {
        data: { conversions: number };
      }
    ).data;
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(
      menu.getByRole("link", {
        name:
          queues.conversions > 0
            ? `Conversions, ${formatCount(queues.conversions)} to decide or pay`
            : "Conversions",
        exact: true,
      }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(menu.getByRole("link", { name: /^Payments/ })).toHaveAttribute(
    "href",
    "/admin/payments",
  );
  await expect(menu.getByRole("link", { name: "Audit log", exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
