// The organization dashboard on real data (docs/features.md): a new organization gets two
// services approved, a customer books both through the API and accepts the delivery of one; the
// dashboard shows those figures with their change against last month (the accepted booking's
// coins clearing, not yet convertible), the chart switches ranges and reads as a table, the
// header's chip shows what can be converted, and delivering the other booking on the page and its
// acceptance move every figure.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { formatCoins, formatCount } from "../lib/format/coins";
import {
  adminToken,
  apiAs,
  createVerifiedAccount,
  DASHBOARDS,
  freshApi,
  signIn,
} from "./support/accounts";
import { completeWithClearing } from "./support/clearing";
import {
  acceptThroughApi,
  bookingRow,
  deliverInDialog,
  expect,
  test,
  topUp,
  type Booking,
  type Customer,
} from "./support/org-bookings";

test.describe.configure({ timeout: 90_000 });

/** A live service of the organization: offered through the API and approved by the demo admin. */
async function liveService(org: APIRequestContext, price: number): Promise<string> {
  const created = await org.post("/api/v1/services", {
    data: {
      title: `Dashboard Check ${price} ${Date.now()}`,
      description: "A service the dashboard spec books.",
      price,
      category: "consulting",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const admin = await freshApi();
  try {
    const token = await adminToken(admin);
    const approved = await admin.post(`/api/v1/admin/services/${id}/approve`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  return id;
}

async function book(customer: Customer, serviceId: string): Promise<Booking> {
  const response = await customer.api.post(`/api/v1/services/${serviceId}/book`, {
    headers: { "idempotency-key": `e2e-org-dashboard-${crypto.randomUUID()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Booking }).data;
}

/**
 * The clearing figure's detail: the coins and the day they clear, a week on (two days if the
 * bookings completed either side of midnight).
 */
function clearsDetail(coins: number): RegExp {
  const date = String.raw`\d{1,2} \w{3} \d{4}`;
  return new RegExp(
    `^Clears: (${coins} coins on ${date}|\\d+ coins on ${date} · \\d+ coins on ${date})$`,
  );
}

function figure(page: Page, id: string) {
  return page.getByTestId(`figure-${id}`);
}

async function expectFigure(page: Page, id: string, value: number, change: string) {
  await expect(figure(page, id).getByTestId("figure-value")).toContainText(formatCount(value));
  await expect(figure(page, id).getByTestId("figure-change")).toHaveText(change);
}

test("an organization sees its real figures, its earnings by range and as a table, and its chip", async ({
  page,
  customer,
}) => {
  const org = await createVerifiedAccount({ role: "org", name: "Ines Dashwood" });
  const orgApi = await apiAs(org);
  const delivered = await liveService(orgApi, 70);
  const waiting = await liveService(orgApi, 30);
  await topUp(customer.api, 100);
  const first = await book(customer, delivered);
  const second = await book(customer, waiting);
  const deliveredFirst = await orgApi.post(`/api/v1/org/bookings/${first.id}/deliver`, {
    data: { message: "The first check is done.", files: [] },
  });
  expect(deliveredFirst.status(), await deliveredFirst.text()).toBe(200);
  await completeWithClearing(() => acceptThroughApi(customer.api, first.id));
  await orgApi.dispose();

  await signIn(page, org, DASHBOARDS.org);
  // Everything happened this month, after nothing last month. The 70 paid 59 after the 15%
  // commission (10.5, the organization's share rounded down), into clearing: none of it can be
  // converted before it clears.
  await expectFigure(page, "totalEarned", 59, "New this month");
  await expect(figure(page, "totalEarned")).toContainText("59 coins earned this month");
  await expect(figure(page, "totalEarned").getByTestId("figure-detail")).toHaveText(
    "70 gross − 11 commission",
  );
  await expectFigure(page, "clearing", 59, "New this month");
  await expect(figure(page, "clearing").getByTestId("figure-detail")).toHaveText(clearsDetail(59));
  await expectFigure(page, "availableToConvert", 0, "No change from last month");
  await expectFigure(page, "inEscrow", 30, "New this month");
  await expectFigure(page, "activeServices", 2, "New this month");
  await expectFigure(page, "totalBookings", 2, "New this month");
  await expectFigure(page, "pendingConversions", 0, "No change from last month");

  // The page shows what the API answers.
  const answer = await page.request.get("/api/v1/org/dashboard");
  const { figures } = (
    (await answer.json()) as { data: { figures: Record<string, { value: number }> } }
  ).data;
  for (const [id, { value }] of Object.entries(figures)) {
    await expect(figure(page, id).getByTestId("figure-value")).toContainText(formatCount(value));
  }

  // The header's chip: the coins that can be converted (none cleared yet), leading to Convert
  // Coins.
  const chip = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: `Available to convert: ${formatCoins(0)}` });
  await expect(chip).toHaveAttribute("href", "/org/convert");

  // No conversion requests yet, and the way to them.
  const conversions = page.getByRole("region", { name: "Recent Conversions" });
  await expect(conversions).toContainText("No conversion requests yet");
  await expect(conversions.getByRole("link", { name: /View all/ })).toHaveAttribute(
    "href",
    "/org/convert",
  );

  // The chart: 30 days first; 90 and 365 days are read when chosen.
  const earnings = page.getByRole("region", { name: "Earnings" });
  const range = earnings.getByRole("group", { name: "Earnings range" });
  await expect(range.getByRole("button", { name: "30 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(
    earnings.getByRole("img", { name: /59 coins earned in the last 30 days/ }),
  ).toBeVisible();
  await expect(earnings.getByTestId("earnings-breakdown")).toHaveAttribute(
    "data-summary",
    "Gross 70 · Commission 11 · Net 59",
  );
  for (const days of [90, 365]) {
    const read = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/org/earnings?range=${days}d`),
    );
    await range.getByRole("button", { name: `${days} days` }).click();
    expect((await read).status()).toBe(200);
    await expect(range.getByRole("button", { name: `${days} days` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(earnings.getByTestId("earnings-total")).toHaveText(
      `59 coins from delivered bookings in the last ${days} days, after commission.`,
    );
  }

  // The same figures as a table: today's delivery and the total, gross, commission and net.
  await earnings.getByRole("button", { name: "Show as table" }).click();
  const table = earnings.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Date", "Gross", "Commission", "Net"]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("cell")).toHaveText(["70", "11", "59"]);
  await expect(table.locator("tfoot").getByRole("cell")).toHaveText(["70", "11", "59"]);
  await earnings.getByRole("button", { name: "Show as chart" }).click();
  await expect(earnings.getByRole("img", { name: /earned in the last 365 days/ })).toBeVisible();

  // Delivering the other booking here keeps its coins in escrow until the customer accepts; then
  // they go to clearing, and every figure moves.
  const row = bookingRow(page, second.bookingReference);
  await deliverInDialog(page, row, second.serviceTitle, "The second check is done.");
  await expect(row.getByTestId("org-booking-status")).toHaveText("Delivered");
  await expectFigure(page, "inEscrow", 30, "New this month");
  await completeWithClearing(() => acceptThroughApi(customer.api, second.id));
  await page.reload();
  // The 30 paid 25 (4.5 commission, rounded in the platform's favour to 5).
  await expectFigure(page, "totalEarned", 84, "New this month");
  await expect(figure(page, "totalEarned").getByTestId("figure-detail")).toHaveText(
    "100 gross − 16 commission",
  );
  await expectFigure(page, "clearing", 84, "New this month");
  await expect(figure(page, "clearing").getByTestId("figure-detail")).toHaveText(clearsDetail(84));
  await expectFigure(page, "inEscrow", 0, "No change from last month");
  await expectFigure(page, "availableToConvert", 0, "No change from last month");
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: `Available to convert: ${formatCoins(0)}` }),
  ).toBeVisible();

  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations).toEqual([]);
});

test("a new organization's dashboard says there is nothing yet and where to start", async ({
  page,
}) => {
  const org = await createVerifiedAccount({ role: "org", name: "Oskar Newfield" });
  await signIn(page, org, DASHBOARDS.org);
  for (const id of ["totalEarned", "availableToConvert", "inEscrow", "totalBookings"]) {
    await expectFigure(page, id, 0, "No change from last month");
  }
  const earnings = page.getByRole("region", { name: "Earnings" });
  await expect(earnings.getByRole("heading", { name: "No earnings yet" })).toBeVisible();
  await expect(earnings.getByRole("link", { name: "Add Service" })).toHaveAttribute(
    "href",
    "/org/services",
  );
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: `Available to convert: ${formatCoins(0)}` }),
  ).toBeVisible();
  // The heading's two ways on: My Services and Convert Coins.
  await expect(page.getByRole("main").getByRole("link", { name: "Convert Coins" })).toHaveAttribute(
    "href",
    "/org/convert",
  );

  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations).toEqual([]);
});
