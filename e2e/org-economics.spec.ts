// The organization's side of the coin economics (docs/economics.md): the service form says what a price
// brings in after the platform's 15% commission, a booking delivered and accepted and the
// dashboard show the price, the commission and the net (clearing before it can be converted), and
// Convert Coins quotes the payout at the exchange rate
// net of the fee, which is exactly what the request records and what an admin's approval pays.
// A quote that changed before the request is refused (409 quote_changed) and shown anew.
import type { APIRequestContext, Page } from "@playwright/test";
import { formatCoins } from "../lib/format/coins";
import {
  adminToken,
  apiAs,
  createVerifiedAccount,
  DASHBOARDS,
  formAlert,
  freshApi,
  signIn,
  toast,
} from "./support/accounts";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { earningOrganization } from "./support/earnings";
import { completeWithClearing } from "./support/clearing";
import {
  acceptThroughApi,
  bookingRow,
  deliverInDialog,
  expect,
  showBookings,
  test,
  topUp,
  type Booking,
} from "./support/org-bookings";
import { CONVERSION_SUBMITTED, CONVERSION_SUBMITTED_TITLE } from "../lib/conversions/messages";

test.describe.configure({ timeout: 90_000 });

/** The demo admin's headers for one call. */
async function asAdmin<T>(work: (api: APIRequestContext, headers: Record<string, string>) => T) {
  const api = await freshApi();
  try {
    return await work(api, { authorization: `Bearer ${await adminToken(api)}` });
  } finally {
    await api.dispose();
  }
}

/** A live service of the organization: offered through the API and approved by the demo admin. */
async function liveService(org: APIRequestContext, price: number): Promise<string> {
  const created = await org.post("/api/v1/services", {
    data: {
      title: `Commission Check ${price} ${Date.now()}`,
      description: "A service the economics spec books.",
      price,
      category: "consulting",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await asAdmin(async (api, headers) => {
    const approved = await api.post(`/api/v1/admin/services/${id}/approve`, { headers });
    expect(approved.status(), await approved.text()).toBe(200);
  });
  return id;
}

/** Where the organization is paid in dollars (the form needs it before a USD request). */
async function addUsdPayout(page: Page, holderName: string) {
  const saved = await page.request.put("/api/v1/org/payout-accounts/USD", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      method: "us_account",
      holderName,
      accountNumber: "000123456789",
      routingNumber: "021000021",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

function previewLine(page: Page, label: string) {
  // One line of the quote: its term (exactly `label`) and the figure beside it.
  return page
    .getByTestId("conversion-quote")
    .locator("div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) });
}

test("the service form says what the organization receives of the price as it is typed", async ({
  page,
}) => {
  const org = await createVerifiedAccount({ role: "org", name: "Priya Marginfield" });
  await signIn(page, org, "/org/services");
  await page.getByRole("button", { name: "Add Your First Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  const price = dialog.getByLabel("Price (coins)");
  const hint = dialog.getByTestId("price-commission");
  await expect(hint).toHaveText(
    "Customers pay the price; you receive it less the platform's 15% commission.",
  );

  // Key by key, as a person types it.
  await price.pressSequentially("100");
  await expect(hint).toHaveText("You receive 85 coins of 100 (15% commission: 15 coins).");
  await expect(price).toHaveAccessibleDescription(/You receive 85 coins of 100/);
  // The organization's share is rounded down: 59.5 of 70 is 59.
  await price.fill("70");
  await expect(hint).toHaveText("You receive 59 coins of 70 (15% commission: 11 coins).");
  await price.fill("12.5");
  await expect(hint).toContainText("you receive it less the platform's 15% commission");
  await price.fill("100");
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
});

test("a delivered booking and the dashboard show the price, the commission and the net", async ({
  page,
  customer,
}) => {
  const org = await createVerifiedAccount({ role: "org", name: "Farid Netwell" });
  const orgApi = await apiAs(org);
  const serviceId = await liveService(orgApi, 100);
  await orgApi.dispose();
  await topUp(customer.api, 100);
  const booked = await customer.api.post(`/api/v1/services/${serviceId}/book`);
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = ((await booked.json()) as { data: Booking }).data;
  // The customer's own view knows nothing of the platform's cut.
  expect(booking).not.toHaveProperty("commissionCoins");

  await signIn(page, org, DASHBOARDS.org);
  const row = bookingRow(page, booking.bookingReference);
  await expect(row).toContainText("100 coins");
  await expect(row.getByTestId("org-booking-commission")).toHaveText("15 coins commission (15%)");
  await expect(row.getByTestId("org-booking-net")).toHaveText(
    "You receive 85 coins when it completes",
  );
  await expect(page.getByTestId("org-bookings-summary")).toHaveText(
    "1 active booking · 100 coins held in escrow until they complete (you receive 85 coins)",
  );

  // Delivering says what the organization receives when the booking completes; the coins stay
  // in escrow until the customer accepts.
  await row.getByRole("button", { name: /^Deliver/ }).click();
  await expect(page.getByRole("dialog", { name: `Deliver ${booking.serviceTitle}` })).toContainText(
    "The 100 coins stay in escrow until then; you receive 85 coins when it completes.",
  );
  await page.keyboard.press("Escape");
  await deliverInDialog(page, row, booking.serviceTitle, "The books are balanced.");
  await expect(row.getByTestId("org-booking-status")).toHaveText("Delivered");
  await completeWithClearing(() => acceptThroughApi(customer.api, booking.id));
  await page.reload();
  await showBookings(page, "Completed");
  await expect(row.getByTestId("org-booking-net")).toHaveText("You received 85 coins");
  await expect(row.getByTestId("org-booking-commission")).toHaveText("15 coins commission (15%)");

  // The dashboard: net earned, with the gross and the commission it is made of.
  const earned = page.getByTestId("figure-totalEarned");
  await expect(earned.getByTestId("figure-value")).toContainText("85");
  await expect(earned.getByTestId("figure-detail")).toHaveText("100 gross − 15 commission");
  const earnings = page.getByRole("region", { name: "Earnings" });
  await expect(earnings.getByTestId("earnings-gross")).toHaveText("100 coins");
  await expect(earnings.getByTestId("earnings-commission")).toHaveText("−15 coins");
  await expect(earnings.getByTestId("earnings-net")).toHaveText("85 coins");
  // The 85 clear before they can be converted.
  await expect(page.getByTestId("figure-clearing").getByTestId("figure-value")).toContainText("85");
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: `Available to convert: ${formatCoins(0)}` }),
  ).toBeVisible();

  // The API says the same, and the organization's receipt came by mail.
  const answer = await page.request.get("/api/v1/org/dashboard");
  const { figures } = (
    (await answer.json()) as { data: { figures: { totalEarned: Record<string, unknown> } } }
  ).data;
  expect(figures.totalEarned).toMatchObject({ value: 85, gross: 100, commission: 15 });
  const listed = await page.request.get("/api/v1/org/bookings?status=completed");
  const items = ((await listed.json()) as { data: { items: Record<string, unknown>[] } }).data
    .items;
  expect(items.find((item) => item.id === booking.id)).toMatchObject({
    totalAmount: 100,
    commissionBps: 1500,
    commissionCoins: 15,
    netCoins: 85,
  });
  const mailbox = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(org.email)}`);
  const mails = ((await mailbox.json()) as { data: { kind: string; text: string }[] }).data;
  expect(mails.find((mail) => mail.kind === "booking_paid_org")?.text).toContain(
    "Price: 100 coins\nCommission (15%): 15 coins\nYou receive: 85 coins",
  );
  expect(mails.find((mail) => mail.kind === "booking_paid_org")?.text).toContain(
    "The 85 coins clear on",
  );
  await expectNoSeriousAxeViolations(page);
});

test("Convert Coins' preview is what the request records and what the admin's approval pays", async ({
  page,
}) => {
  const org = await earningOrganization(1_000, "Tomas Payfield");
  await signIn(page, org, DASHBOARDS.org);
  await addUsdPayout(page, "Tomas Payfield");
  await page.goto("/org/convert");
  const form = page.getByRole("form", { name: "Convert coins" });
  await form.getByLabel("Amount (coins)").fill("500");
  await form.getByText("$ USD").click();

  // 500 coins at 89.76 coins a dollar (the exchange rate 88 plus the 2% spread), no fee: $5.57
  // (5.5704..., rounded down to the cent).
  const preview = page.getByTestId("conversion-preview");
  await expect(preview.getByTestId("conversion-payout")).toHaveText("$5.57");
  await expect(previewLine(page, "Coins")).toContainText("500 coins");
  await expect(previewLine(page, "Fee")).toContainText("No fee");
  await expect(previewLine(page, "Net")).toContainText("500 coins");
  await expect(previewLine(page, "Rate")).toContainText(
    "1 USD = 89.76 coins: the exchange rate 88.00 plus a 2% spread",
  );
  const shown = await preview.getByTestId("conversion-payout").textContent();

  const sent = page.waitForRequest(
    (req) => req.method() === "POST" && new URL(req.url()).pathname === "/api/v1/conversions",
  );
  await form.getByRole("button", { name: "Request Conversion" }).click();
  expect((await sent).postDataJSON()).toEqual({
    amount: 500,
    currency: "USD",
    expectedPayoutMinor: 557,
  });
  await expect(toast(page, CONVERSION_SUBMITTED_TITLE)).toContainText(CONVERSION_SUBMITTED);
  const row = page.getByTestId("conversion-row").first();
  await expect(row.getByTestId("conversion-paid")).toContainText(`To be paid${shown}`);
  await expect(row).toContainText("1 USD = 89.76 coins");

  // The admin approves it: what is paid is what the screen showed.
  const listed = await page.request.get("/api/v1/conversions?limit=1");
  const [request] = ((await listed.json()) as { data: { items: { id: string }[] } }).data.items;
  const paid = await asAdmin(async (api, headers) => {
    const approved = await api.post(`/api/v1/conversions/${request!.id}/approve`, { headers });
    expect(approved.status(), await approved.text()).toBe(200);
    return ((await approved.json()) as { data: Record<string, unknown> }).data;
  });
  expect(paid).toMatchObject({
    status: "processing",
    amount: 500,
    feeCoins: 0,
    netCoins: 500,
    rate: "89.76",
    payoutMinor: 557,
    convertedAmount: 5.57,
  });
  await page.reload();
  await expect(row.getByTestId("conversion-status")).toHaveText("Processing");
  await expect(row.getByTestId("conversion-paid")).toContainText(`Being paid${shown}`);
  // The admin records the transfer: paid, on a date, with its reference.
  await asAdmin(async (api, headers) => {
    const confirmed = await api.post(`/api/v1/admin/conversions/${request!.id}/confirm-payout`, {
      // A day of the admin's zone: UTC, as a browser would say in its cookie.
      headers: { ...headers, cookie: "cm_tz=UTC" },
      data: { reference: "BOFAUS3N00001234", sentOn: new Date().toISOString().slice(0, 10) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  });
  await page.reload();
  await expect(row.getByTestId("conversion-status")).toHaveText("Paid");
  await expect(row.getByTestId("conversion-paid")).toContainText(`Paid${shown}`);
  await expect(row.getByTestId("conversion-progress")).toContainText("· Ref BOFAUS3N00001234");
  await expect(page.getByRole("group", { name: "Available to convert" })).toContainText(
    "500 coins",
  );
});

test("a quote that changed before the request is shown anew, and asked for again", async ({
  page,
}) => {
  const org = await earningOrganization(300, "Nadia Quotewell");
  await signIn(page, org, DASHBOARDS.org);
  await addUsdPayout(page, "Nadia Quotewell");
  await page.goto("/org/convert");
  const form = page.getByRole("form", { name: "Convert coins" });
  await form.getByLabel("Amount (coins)").fill("200");
  await form.getByText("$ USD").click();
  const payout = page.getByTestId("conversion-payout");
  await expect(payout).toHaveText("$2.22");

  // As if the rate moved after the page was read: the server is asked for another payout than
  // the one it quotes now, and answers 409 quote_changed with its quote. Nothing is held.
  await page.route("**/api/v1/conversions", async (route) => {
    const body = route.request().postDataJSON() as { expectedPayoutMinor: number };
    await route.continue({
      postData: JSON.stringify({ ...body, expectedPayoutMinor: body.expectedPayoutMinor + 1 }),
    });
  });
  const refused = page.waitForResponse(
    (res) => res.request().method() === "POST" && res.url().endsWith("/api/v1/conversions"),
  );
  await form.getByRole("button", { name: "Request Conversion" }).click();
  expect((await refused).status()).toBe(409);
  await expect(formAlert(page)).toHaveText(
    "Quote Changed: The exchange rate or the conversion fee changed since you saw it: check the new amount and submit again.",
  );
  await expect(page.getByTestId("conversion-preview")).toContainText("New quote");
  await expect(payout).toHaveText("$2.22");
  await expect(page.getByText("No conversion requests yet")).toBeVisible();
  await expect(page.getByRole("group", { name: "Available to convert" })).toContainText(
    "300 coins",
  );

  // Submitted again at the quote now shown, it is made.
  await page.unroute("**/api/v1/conversions");
  await form.getByRole("button", { name: "Request Conversion" }).click();
  await expect(toast(page, CONVERSION_SUBMITTED_TITLE)).toBeVisible();
  await expect(page.getByTestId("conversion-row")).toHaveCount(1);
  await expect(
    page.getByTestId("conversion-row").first().getByTestId("conversion-paid"),
  ).toHaveText("To be paid$2.22");
  await expect(page.getByRole("group", { name: "Available to convert" })).toContainText(
    "100 coins",
  );
});
