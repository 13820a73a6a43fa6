// The admin dashboard on a desktop (docs/features.md): every figure shown is the API's (uptime a
// share only after an hour of checks, with its period; a conversion without payout details
// apart from the money awaiting approval), the pending approvals lead to their queues, the
// activity list pages, the charts have their tables, and the navigation's queue links carry the
// counts of work waiting.
import type { Page } from "@playwright/test";
import type { AdminDashboardView } from "../lib/schemas/admin-dashboard";
import { formatCoins, formatCount, formatQuantity } from "../lib/format/coins";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { DEMO, mainNav, signIn } from "./support/accounts";
import { expect, test, topUp } from "./support/org-bookings";

interface Queues {
  services: number;
  conversions: number;
  payments: number;
}

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

function figureValue(page: Page, id: string) {
  return page.getByTestId(`admin-figure-${id}`).getByTestId("figure-value");
}

function overviewValue(page: Page, id: string) {
  return page.getByTestId(`overview-${id}`).getByTestId("overview-value");
}

test("every figure on the dashboard is the API's, and the pending approvals lead to their queues", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, "/dashboard/admin");
  // Other specs sign accounts up meanwhile: read the page and the API until they agree.
  await expect(async () => {
    await page.reload();
    const data = await apiData<AdminDashboardView>(page, "/api/v1/admin/dashboard");
    await expect(figureValue(page, "users")).toHaveText(formatCount(data.accounts.users), {
      timeout: 1_000,
    });
    await expect(figureValue(page, "organizations")).toHaveText(
      formatCount(data.accounts.organizations),
      { timeout: 1_000 },
    );
    await expect(figureValue(page, "coins")).toHaveText(
      new RegExp(`^${formatCount(data.coins.inCirculation)}\\s*coins?$`),
      { timeout: 1_000 },
    );
    await expect(figureValue(page, "pending")).toHaveText(formatCount(data.pending.total), {
      timeout: 1_000,
    });
    const coins = page.getByTestId("admin-figure-coins");
    for (const [label, value] of [
      ["Wallets", data.coins.wallets],
      ["Escrow", data.coins.escrow],
      ["Earnings", data.coins.earnings],
      ["Conversion holds", data.coins.holds],
    ] as const) {
      await expect(coins.getByRole("listitem").filter({ hasText: label })).toHaveText(
        `${label}${formatCount(value)}`,
        { timeout: 1_000 },
      );
    }
    await expect(overviewValue(page, "active-services")).toHaveText(
      formatCount(data.overview.activeServices),
      { timeout: 1_000 },
    );
    const { satisfaction, growth } = data.overview;
    await expect(overviewValue(page, "satisfaction")).toHaveText(
      satisfaction.average === null ? "n/a" : `${satisfaction.average.toFixed(1)}/5`,
      { timeout: 1_000 },
    );
    const growthShown = overviewValue(page, "growth");
    if (growth.percent === null) await expect(growthShown).toHaveText("n/a", { timeout: 1_000 });
    else {
      const magnitude = Math.abs(growth.percent).toLocaleString("en-US", {
        maximumFractionDigits: 2,
      });
      await expect(growthShown).toContainText(`${magnitude}%`, { timeout: 1_000 });
    }
  }).toPass({ timeout: 30_000 });

  // Uptime says since when it counts, and a share only once an hour of checks means something:
  // the e2e server is minutes old.
  const { uptime } = (await apiData<AdminDashboardView>(page, "/api/v1/admin/dashboard")).overview;
  expect(uptime).not.toBeNull();
  const uptimeRow = page.getByTestId("overview-uptime");
  if (uptime!.measured) {
    await expect(uptimeRow).toContainText(/^Uptime(, last 30 days| since \d)/);
    await expect(overviewValue(page, "uptime")).toHaveText(/^[\d.]+%$/);
  } else {
    // A time the day it was read, with its date once the viewer's midnight has passed since.
    await expect(overviewValue(page, "uptime")).toHaveText(
      /^Up since (\d{1,2} [A-Z][a-z]{2} \d{4}, |[A-Z][a-z]{2} \d{1,2}, \d{4}, )?\d{1,2}:\d{2}/,
    );
    await expect(uptimeRow).not.toContainText("%");
    await expect(uptimeRow).toContainText(
      /A share is shown after an hour of health checks: [\d,]+ minutes? so far, [\d,]+ with a healthy check\./,
    );
  }

  // The demo seed leaves a conversion request pending: its queue is one click away.
  const pending = page.getByRole("region", { name: "Pending Approvals" });
  await expect(pending.getByRole("listitem").first()).toBeVisible();
  await page
    .getByTestId("admin-figure-pending")
    .getByRole("link", { name: /^Conversions: [\d,]+ waiting$/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/conversions\?status=pending$/);
  await expect(page).toHaveTitle(/^Conversions/);
});

test("the activity list pages, the charts have tables, and the page passes axe", async ({
  page,
  customer,
}) => {
  // Axe over the whole dashboard (revenue and money cards included) takes most of 30 s on a busy
  // 2-core machine.
  test.slow();
  // A top-up today: coins issued, for the chart of coins issued and redeemed.
  await topUp(customer.api, 100);
  await signIn(page, DEMO.admin, "/dashboard/admin");
  const activity = page.getByRole("region", { name: "Recent Activity" });
  const items = activity.getByTestId("recent-activity").getByRole("listitem");
  await expect(items.first()).toBeVisible();
  const first = await items.count();
  const loadMore = activity.getByRole("button", { name: "Load more" });
  if (first === 10) {
    await loadMore.click();
    await expect.poll(() => items.count()).toBeGreaterThan(10);
  } else {
    await expect(loadMore).toHaveCount(0);
  }

  const trends = page.getByRole("region", { name: "Sign-ups, Top-ups and Bookings" });
  await expect(
    trends.getByRole("img", { name: /^Over the last 30 days: sign-ups / }),
  ).toBeVisible();
  await trends.getByRole("button", { name: /^Show as table/ }).click();
  const table = trends.getByRole("table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText([
    "Date",
    "Sign-ups",
    "Top-ups",
    "Bookings",
  ]);
  const coins = page.getByRole("region", { name: "Coins Issued and Redeemed" });
  await expect(coins.getByRole("img", { name: /^Over the last 30 days: issued / })).toBeVisible();

  // Revenue by month (the demo's completed bookings kept their commission) and money per
  // currency, each as the API gives them.
  const data = await apiData<AdminDashboardView>(page, "/api/v1/admin/dashboard");
  const revenue = page.getByRole("region", { name: "Platform Revenue" });
  const kept = data.revenue.months.reduce((sum, month) => sum + month.commission + month.fees, 0);
  if (kept > 0) {
    await expect(
      revenue.getByRole("img", { name: /^Over the last 12 months: [\d,]+ coins? of commission/ }),
    ).toBeVisible();
    await revenue.getByRole("button", { name: /^Show as table/ }).click();
    await expect(revenue.getByRole("table").getByRole("columnheader")).toHaveText([
      "Month",
      "Commission",
      "Conversion fees",
      "Total",
    ]);
  } else {
    await expect(revenue).toContainText("No revenue yet");
  }
  const money = page.getByRole("region", { name: "Money In and Out" });
  for (const row of data.money) {
    await expect(money.getByTestId(`money-${row.currency}`)).toBeVisible();
  }
  // The demo's pending conversion has no payout details: it can only be rejected, so it is
  // counted apart from the money awaiting approval. Other specs make requests meanwhile.
  await expect(async () => {
    await page.reload();
    const now = await apiData<AdminDashboardView>(page, "/api/v1/admin/dashboard");
    const inr = now.money.find((row) => row.currency === "INR");
    expect(inr?.unpayableRequests).toBeGreaterThan(0);
    await expect(money.getByTestId("money-INR")).toContainText(
      `${formatQuantity(inr!.unpayableRequests, "request", "requests")} without payout details (${formatCoins(inr!.unpayableAmount)}), can only be rejected`,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 30_000 });

  await expectNoSeriousAxeViolations(page);
});

test("the admin's navigation carries a count badge on each queue with work waiting", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, "/dashboard/admin");
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "Users", exact: true })).toHaveAttribute(
    "href",
    "/admin/users",
  );
  await expect(nav.getByRole("link", { name: "Audit log", exact: true })).toHaveAttribute(
    "href",
    "/admin/audit",
  );
  // Other specs make and decide requests meanwhile: the badges (as the page loaded them) and the
  // API are read until they agree.
  await expect(async () => {
    await page.reload();
    const queues = await apiData<Queues>(page, "/api/v1/admin/queues");
    // The demo seed leaves a conversion request pending.
    expect(queues.conversions).toBeGreaterThan(0);
    const named = (label: string, count: number, waiting: string) =>
      count === 0 ? label : `${label}, ${formatCount(count)} ${waiting}`;
    await expect(
      nav.getByRole("link", {
        name: named("Conversions", queues.conversions, "to decide or pay"),
        exact: true,
      }),
    ).toHaveAttribute("href", "/admin/conversions");
    await expect(
      nav.getByRole("link", { name: named("Services", queues.services, "pending"), exact: true }),
    ).toHaveAttribute("href", "/admin/services");
    await expect(
      nav.getByRole("link", {
        name: named("Payments", queues.payments, "to look at"),
        exact: true,
      }),
    ).toHaveAttribute("href", "/admin/payments");
    await expect(nav.getByTestId("queue-badge-conversions")).toHaveText(
      formatCount(queues.conversions),
    );
  }).toPass({ timeout: 30_000 });

  // At 1024 px the bar keeps every link on one line, inside the screen; Fees & rates and the Audit
  // log move to the account menu there.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(nav.getByRole("link", { name: "Audit log", exact: true })).toBeHidden();
  const links = nav.getByRole("list").first().getByRole("link");
  const boxes = await links.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  const drawn = boxes.filter((box) => box.width > 0);
  expect(new Set(drawn.map((box) => Math.round(box.top))).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
