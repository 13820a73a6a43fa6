// The admin dashboard over HTTP on PostgreSQL: after accounts, services, top-ups (one a package
// with bonus coins), bookings (a commission kept on completion), reviews and conversions (a fee
// kept on approval) made through the app's own flows, every figure equals an independent SQL
// reading of the same data (transfers summed rather than balances, rows counted rather than
// aggregates reused), and the queue counts agree; revenue by month equals the commission and fee
// transfers of each month; every admin route refuses the wrong callers.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as activity } from "@/app/api/v1/admin/activity/route";
import { GET as dashboard } from "@/app/api/v1/admin/dashboard/route";
import { GET as health } from "@/app/api/v1/admin/health/route";
import { GET as queues } from "@/app/api/v1/admin/queues/route";
import { POST as createConversion } from "@/app/api/v1/conversions/route";
import { PUT as savePayout } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import { POST as approveConversion } from "@/app/api/v1/conversions/[id]/approve/route";
import { POST as confirmPayout } from "@/app/api/v1/admin/conversions/[id]/confirm-payout/route";
import { PUT as saveSettings } from "@/app/api/v1/admin/settings/route";
import { POST as verifyPayment } from "@/app/api/v1/payments/verify/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as review } from "@/app/api/v1/services/[id]/reviews/route";
import { PUT as updateService } from "@/app/api/v1/services/[id]/route";
import { POST as offerService } from "@/app/api/v1/services/route";
import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";
import { growthPercent } from "@/lib/server/admin/dashboard";
import { placeBooking } from "@/lib/server/bookings/create-booking";
import { completeLocked } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { registerThroughApi, signedIn, verifiedByAdmin } from "@/test/integration/accounts";
import { createUser } from "@/test/integration/fixtures";
import { call } from "@/test/integration/http";
import { createService, earn, fund } from "@/test/integration/marketplace";
import { createOrder, pay } from "@/test/integration/payments";

beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

// The API's region without a country header or geolocation is India (DEFAULT_REGION).
const TZ = "Asia/Kolkata";
const FORBIDDEN = "You do not have permission to perform this action.";

type Account = Awaited<ReturnType<typeof signedIn>>;

async function orgProfileId(org: Account) {
  const profile = await db().organizationProfile.findUniqueOrThrow({
    where: { userId: org.user.id },
  });
  return profile.id;
}

async function bookAs(user: Account, serviceId: string) {
  const response = await call<{ id: string }>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: user.token,
    params: { id: serviceId },
    body: {},
  });
  expect(response.status).toBe(201);
  return response.body.data!.id;
}

async function requestConversion(org: Account, amount: number) {
  await verifiedByAdmin(org.user.id);
  const response = await call<{ conversion: { id: string } }>(
    createConversion,
    "/api/v1/conversions",
    { bearer: org.token, body: { amount, currency: "INR" } },
  );
  expect(response.status).toBe(201);
  return response.body.data!.conversion.id;
}

let admin: Account;
let organization: Account;
let organizationId: string;

/** The platform as a few weeks of use would leave it, made through the app's flows. */
async function buildMarketplace() {
  admin = await signedIn("admin");
  await registerThroughApi({ role: "user" });
  await registerThroughApi({ role: "org" });
  const customer = await signedIn("user");
  const other = await signedIn("user");
  const org = await signedIn("org");
  organization = org;
  organizationId = await orgProfileId(org);
  await fund(customer.user.id, 1_000);
  await fund(other.user.id, 300);
  // A package bought through the API: 500 coins paid for and 25 bonus coins from promotions.
  const order = await createOrder(other, { packageId: "coins-500", purpose: "coin_purchase" });
  expect(order.status).toBe(201);
  const checkout = await pay(other, order.body.data!.orderId);
  const verified = await call(verifyPayment, "/api/v1/payments/verify", {
    bearer: other.token,
    body: checkout,
  });
  expect(verified.status).toBe(200);
  // The platform keeps 15% of completed bookings (the default) and, from now, 2% + 1 coin of
  // approved conversions.
  const rules = await call(saveSettings, "/api/v1/admin/settings", {
    method: "PUT",
    bearer: admin.token,
    body: {
      commissionPercent: "15",
      conversionFeePercent: "2",
      conversionFeeCoins: 1,
      rates: { USD: "88", EUR: "102" },
    },
  });
  expect(rules.status).toBe(200);

  // A live service booked twice: one booking delivered and reviewed, one still in escrow.
  const live = await createService({ organizationId, price: 120 });
  const delivered = await bookAs(customer, live.id);
  await bookAs(other, live.id);
  await db().$transaction(async (tx) => {
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: delivered } });
    await completeLocked(tx, { booking, now: new Date() });
  });
  const reviewed = await call(review, `/api/v1/services/${live.id}/reviews`, {
    method: "POST",
    bearer: customer.token,
    params: { id: live.id },
    body: { rating: 4, comment: "Good" },
  });
  expect(reviewed.status).toBe(201);

  // A service waiting for approval, and a price change of the live one waiting too.
  const offered = await call(offerService, "/api/v1/services", {
    bearer: org.token,
    body: { title: "Logo design", description: "A logo.", price: 90, category: "design" },
  });
  expect(offered.status).toBe(201);
  const changed = await call(updateService, `/api/v1/services/${live.id}`, {
    method: "PUT",
    bearer: org.token,
    params: { id: live.id },
    body: { title: live.title, description: live.description, price: 150, category: "technology" },
  });
  expect(changed.status).toBe(200);

  // Earnings converted: one request approved and its payout confirmed (redeemed), one pending
  // (held).
  await earn(organizationId, 400);
  const payout = await call(savePayout, "/api/v1/org/payout-accounts/INR", {
    method: "PUT",
    bearer: org.token,
    params: { currency: "INR" },
    body: { method: "upi", holderName: "Asha Rao", upiId: "asha.rao@okaxis" },
  });
  expect(payout.status).toBe(200);
  const approved = await requestConversion(org, 150);
  const decided = await call(approveConversion, `/api/v1/conversions/${approved}/approve`, {
    method: "POST",
    bearer: admin.token,
    params: { id: approved },
  });
  expect(decided.status).toBe(200);
  const paid = await call(confirmPayout, `/api/v1/admin/conversions/${approved}/confirm-payout`, {
    bearer: admin.token,
    params: { id: approved },
    // A day of the admin's zone (UTC, by the browser's cookie): today.
    headers: { cookie: "cm_tz=UTC" },
    body: { reference: "UTR20261128001", sentOn: new Date().toISOString().slice(0, 10) },
  });
  expect(paid.status).toBe(200);
  await requestConversion(org, 100);
  // An inactive service and a deleted one count nowhere.
  await createService({ organizationId, status: "inactive" });
  const gone = await createService({ organizationId });
  await db().service.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
}

async function readDashboard(): Promise<AdminDashboardView> {
  const response = await call<AdminDashboardView>(dashboard, "/api/v1/admin/dashboard", {
    bearer: admin.token,
  });
  expect(response.status).toBe(200);
  return response.body.data!;
}

/** Net coins each kind of account received, from the transfers themselves. */
async function netByKind(): Promise<Map<string, number>> {
  const rows = await db().$queryRaw<{ kind: string; net: bigint }[]>`
    SELECT a."kind"::text AS kind,
      (SELECT COALESCE(SUM(t."amount"), 0) FROM "LedgerTransfer" t
        JOIN "LedgerAccount" c ON c."id" = t."creditAccountId" WHERE c."kind" = a."kind")
      - (SELECT COALESCE(SUM(t."amount"), 0) FROM "LedgerTransfer" t
        JOIN "LedgerAccount" d ON d."id" = t."debitAccountId" WHERE d."kind" = a."kind") AS net
    FROM (SELECT DISTINCT "kind" FROM "LedgerAccount") a`;
  return new Map(rows.map((row) => [row.kind, Number(row.net)]));
}

async function count(query: Promise<{ n: bigint }[]>): Promise<number> {
  return Number((await query)[0]?.n ?? 0n);
}

describe("the admin dashboard's figures", () => {
  beforeAll(buildMarketplace, 120_000);

  it("equal independent SQL over the same data", async () => {
    const view = await readDashboard();
    const sql = db();
    const net = await netByKind();
    const issued = -(net.get("platform_issuance") ?? 0);
    const bonus = -(net.get("platform_promotions") ?? 0);
    const redeemed = net.get("platform_redemption") ?? 0;
    const revenue = net.get("platform_revenue") ?? 0;
    const held = [
      "user_wallet",
      "wallet_debt",
      "booking_escrow",
      "org_earnings",
      "org_clearing",
      "conversion_hold",
      "chargeback_hold",
    ];
    const sum = (...kinds: string[]) =>
      kinds.reduce((total, kind) => total + (net.get(kind) ?? 0), 0);

    expect(view.accounts).toEqual({
      users: await count(sql.$queryRaw`SELECT COUNT(*) AS n FROM "User" WHERE "role" = 'user'`),
      organizations: await count(
        sql.$queryRaw`SELECT COUNT(*) AS n FROM "OrganizationProfile" o
          JOIN "User" u ON u."id" = o."userId" WHERE u."role" = 'org'`,
      ),
      admins: await count(sql.$queryRaw`SELECT COUNT(*) AS n FROM "User" WHERE "role" = 'admin'`),
    });
    expect(view.coins).toEqual({
      issued,
      bonus,
      redeemed,
      revenue,
      // Outstanding: what users and organizations hold, summed over their accounts.
      inCirculation: held.reduce((sum, kind) => sum + (net.get(kind) ?? 0), 0),
      wallets: sum("user_wallet", "wallet_debt"),
      escrow: net.get("booking_escrow") ?? 0,
      earnings: sum("org_earnings", "org_clearing"),
      holds: sum("conversion_hold", "chargeback_hold"),
    });
    expect(view.coins.inCirculation).toBe(issued + bonus - redeemed - revenue);
    // Paid for: 1,000 + 300 + 500 + the 400 that earn() tops up; 25 bonus. Kept: 15% of the 120
    // and 400 bookings completed (18 + 60) and the fee of the 150 converted (2% + 1 = 4), so 146
    // coins were redeemed.
    expect(view.coins).toMatchObject({
      issued: 2_200,
      bonus: 25,
      redeemed: 146,
      revenue: 82,
      escrow: 120,
      holds: 100,
    });

    // Money per currency: every order paid and the payouts of conversions, in minor units.
    const [orders] = await sql.$queryRaw<{ paid: bigint }[]>`
      SELECT COALESCE(SUM("amountMinor"), 0)::bigint AS paid FROM "PaymentOrder"
      WHERE "currency" = 'INR' AND "paidAt" IS NOT NULL AND "refundedAt" IS NULL`;
    const payouts = await sql.conversionRequest.findMany({ where: { currency: "INR" } });
    const payoutOf = (status: string) =>
      payouts.filter((row) => row.status === status).reduce((sum, row) => sum + row.payoutMinor, 0);
    expect(view.money).toEqual([
      {
        currency: "INR",
        topUpsMinor: Number(orders!.paid),
        refundedMinor: 0,
        paidOutMinor: payoutOf("paid"),
        pendingPayoutMinor: payoutOf("pending"),
        unpayableRequests: 0,
        unpayableAmount: 0,
      },
    ]);
    // ₹2,200 of top-ups; ₹146 paid for the paid request, ₹97 quoted for the pending 100
    // (100 less 2 + 1 coins of fee).
    expect(view.money[0]).toMatchObject({
      topUpsMinor: 220_000,
      paidOutMinor: 14_600,
      pendingPayoutMinor: 9_700,
    });
    expect(view.ratesFeed).toEqual({ error: null, failedAt: null });

    expect(view.pending.services.count).toBe(
      await count(sql.$queryRaw`SELECT COUNT(*) AS n FROM "Service"
        WHERE "status" = 'pending' AND "deletedAt" IS NULL`),
    );
    expect(view.pending.serviceChanges.count).toBe(
      await count(
        sql.$queryRaw`SELECT COUNT(*) AS n FROM "ServiceChange" WHERE "status" = 'pending'`,
      ),
    );
    expect(view.pending.conversions).toEqual({
      count: 1,
      coins: 100,
      href: "/admin/conversions?status=pending",
    });
    expect(view.pending).toMatchObject({
      total: 3,
      services: { count: 1, href: "/admin/services?status=pending" },
      serviceChanges: { count: 1, href: "/admin/services?status=pending_change" },
    });

    expect(view.overview.activeServices).toBe(
      await count(sql.$queryRaw`SELECT COUNT(*) AS n FROM "Service"
        WHERE "status" = 'active' AND "deletedAt" IS NULL`),
    );
    const [ratings] = await sql.$queryRaw<{ total: bigint; n: bigint }[]>`
      SELECT COALESCE(SUM("rating"), 0)::bigint AS total, COUNT(*) AS n
      FROM "Review" WHERE "withdrawnAt" IS NULL`;
    expect(view.overview.satisfaction).toEqual({
      average: Number(ratings!.total) / Number(ratings!.n),
      reviews: Number(ratings!.n),
    });
  });

  it("gives growth in percent to one decimal, and none against an empty month", () => {
    expect(growthPercent(3, 2)).toBe(50);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(7, 7)).toBe(0);
    expect(growthPercent(4, 0)).toBeNull();
  });

  it("counts sign-ups this month against last in the region's calendar", async () => {
    const { growth } = (await readDashboard()).overview;
    const [months] = await db().$queryRaw<{ this_month: bigint; last_month: bigint }[]>`
      WITH local AS (
        SELECT date_trunc('month', ("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${TZ}) AS month
        FROM "User" WHERE "role" IN ('user', 'org')
      ), now_local AS (SELECT date_trunc('month', now() AT TIME ZONE ${TZ}) AS month)
      SELECT COUNT(*) FILTER (WHERE local.month = now_local.month) AS this_month,
        COUNT(*) FILTER (WHERE local.month = now_local.month - interval '1 month') AS last_month
      FROM local, now_local`;
    expect(growth.thisMonth).toBe(Number(months!.this_month));
    expect(growth.lastMonth).toBe(0);
    // Nothing last month: no percentage to give.
    expect(growth.percent).toBeNull();

    // Three sign-ups moved into last month: this month's count against them.
    const moved = await db().user.findMany({
      where: { role: "user" },
      orderBy: { createdAt: "asc" },
      take: 3,
      select: { id: true },
    });
    const lastMonth = new Date(Date.now() - 40 * 86_400_000);
    await db().user.updateMany({
      where: { id: { in: moved.map((user) => user.id) } },
      data: { createdAt: lastMonth },
    });
    const after = (await readDashboard()).overview.growth;
    expect(after.thisMonth).toBe(growth.thisMonth - 3);
    // 40 days back is last month or the one before, depending on today's date.
    expect(after.percent).toBe(growthPercent(after.thisMonth, after.lastMonth));
    await db().user.updateMany({
      where: { id: { in: moved.map((user) => user.id) } },
      data: { createdAt: new Date() },
    });
  });

  it("gives the last 30 days per day, with today's sign-ups, top-ups, bookings and coins", async () => {
    const { series } = await readDashboard();
    expect(series).toHaveLength(30);
    const today = series.at(-1)!;
    const since = `${series[0]!.date}`;
    const [reference] = await db().$queryRaw<
      {
        signups: bigint;
        topups: bigint;
        topup_coins: bigint;
        bookings: bigint;
        issued: bigint;
        redeemed: bigint;
      }[]
    >`
      SELECT
        (SELECT COUNT(*) FROM "User" WHERE "role" <> 'admin'
          AND ("createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${TZ} >= ${since}::date) AS signups,
        (SELECT COUNT(*) FROM "PaymentOrder" WHERE "paidAt" IS NOT NULL) AS topups,
        (SELECT COALESCE(SUM("coins" + "bonusCoins"), 0) FROM "PaymentOrder"
          WHERE "paidAt" IS NOT NULL)::bigint AS topup_coins,
        (SELECT COUNT(*) FROM "Booking") AS bookings,
        (SELECT COALESCE(SUM("amount"), 0) FROM "LedgerTransfer"
          WHERE "kind" IN ('topup', 'topup_refund_reversal'))::bigint AS issued,
        (SELECT COALESCE(SUM("amount"), 0) FROM "LedgerTransfer"
          WHERE "kind" = 'conversion_approve')::bigint AS redeemed`;
    const total = (key: keyof (typeof series)[number]) =>
      series.reduce((sum, day) => sum + Number(day[key]), 0);
    expect(total("signups")).toBe(Number(reference!.signups));
    expect(total("topUps")).toBe(Number(reference!.topups));
    expect(total("topUpCoins")).toBe(Number(reference!.topup_coins));
    expect(total("bookings")).toBe(Number(reference!.bookings));
    expect(total("issued")).toBe(Number(reference!.issued));
    expect(total("redeemed")).toBe(Number(reference!.redeemed));
    // Everything here happened today.
    expect(today).toMatchObject({
      topUps: 4,
      topUpCoins: 2_225,
      bookings: 3,
      issued: 2_200,
      redeemed: 146,
    });
  });

  it("lists the pending approvals newest first, each with its queue", async () => {
    const { pendingApprovals } = await readDashboard();
    expect(pendingApprovals.map((item) => item.type).sort()).toEqual([
      "conversion",
      "service",
      "service_change",
    ]);
    const dates = pendingApprovals.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const conversion = pendingApprovals.find((item) => item.type === "conversion")!;
    expect(conversion).toMatchObject({
      amount: 100,
      service: null,
      href: "/admin/conversions?status=pending",
    });
    expect(pendingApprovals.find((item) => item.type === "service")).toMatchObject({
      amount: null,
      service: "Logo design",
      href: "/admin/services?status=pending",
    });
  });

  it("says there is no uptime before any health check", async () => {
    expect((await readDashboard()).overview.uptime).toBeNull();
  });

  it("counts each queue for the navigation's badges", async () => {
    const response = await call(queues, "/api/v1/admin/queues", { bearer: admin.token });
    expect(response.status).toBe(200);
    const sql = db();
    const services =
      (await count(sql.$queryRaw`SELECT COUNT(*) AS n FROM "Service"
        WHERE "status" = 'pending' AND "deletedAt" IS NULL`)) +
      (await count(
        sql.$queryRaw`SELECT COUNT(*) AS n FROM "ServiceChange" WHERE "status" = 'pending'`,
      ));
    expect(response.body.data).toEqual({
      services,
      conversions: await count(
        sql.$queryRaw`SELECT COUNT(*) AS n FROM "ConversionRequest"
          WHERE "status" = 'pending' OR ("status" = 'processing' AND "payoutProvider" IN ('test', 'manual'))`,
      ),
      payments: 0,
      disputes: 0,
    });
    expect(services).toBe(2);

    // A double charge not refunded yet shows on the payments badge.
    const order = await db().paymentOrder.findFirstOrThrow({ where: { status: "paid" } });
    await db().duplicatePayment.create({
      data: {
        paymentOrderId: order.id,
        providerPaymentId: `pay_${randomUUID()}`,
        amountMinor: 10_000,
        currency: "INR",
        status: "refund_failed",
      },
    });
    const again = await call(queues, "/api/v1/admin/queues", { bearer: admin.token });
    expect(again.body.data).toMatchObject({ payments: 1 });
  });

  it("gives revenue by month: each month's commission and fee transfers into revenue", async () => {
    // History imported through the flows (their `at`): a booking completed about three months
    // ago, and one more than a year ago that the twelve months leave out.
    for (const [daysAgo, price] of [
      [95, 200],
      [400, 1_000],
    ] as const) {
      const customer = await createUser("user");
      await fund(customer.id, price);
      const service = await createService({ organizationId, price });
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      await db().$transaction(async (tx) => {
        const booking = await placeBooking(tx, { userId: customer.id, service });
        await completeLocked(tx, { booking: { ...booking, status: "active" }, now: at, at });
      });
    }
    const { revenue, coins } = await readDashboard();
    expect(revenue.months).toHaveLength(12);
    const rows = await db().$queryRaw<{ month: string; commission: bigint; fees: bigint }[]>`
      SELECT to_char((t."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${TZ}, 'YYYY-MM') AS month,
        COALESCE(SUM(t."amount") FILTER (WHERE t."kind" = 'booking_commission'), 0)::bigint
          AS commission,
        COALESCE(SUM(t."amount") FILTER (WHERE t."kind" = 'conversion_fee'), 0)::bigint AS fees
      FROM "LedgerTransfer" t JOIN "LedgerAccount" a ON a."id" = t."creditAccountId"
      WHERE a."kind" = 'platform_revenue'
      GROUP BY 1`;
    const expected = new Map(
      rows.map((row) => [
        row.month,
        { commission: Number(row.commission), fees: Number(row.fees) },
      ]),
    );
    for (const month of revenue.months) {
      expect(month, month.month).toEqual({
        month: month.month,
        ...(expected.get(month.month) ?? { commission: 0, fees: 0 }),
      });
    }
    const shown = revenue.months.reduce((sum, month) => sum + month.commission + month.fees, 0);
    // Every coin the platform kept is in the twelve months but the 15% of the year-old 1,000.
    expect(coins.revenue - shown).toBe(150);
    // This month: 15% of the 120 and 400 bookings, the 4-coin fee; three months back, 15% of 200.
    expect(revenue.months.at(-1)).toMatchObject({ commission: 78, fees: 4 });
    expect(revenue.months.filter((month) => month.commission === 30)).toHaveLength(1);
  });

  it("counts a pending request without payout details apart from the money awaiting approval", async () => {
    await earn(organizationId, 200);
    const stranded = await requestConversion(organization, 170);
    // Kept without its destination (made before destinations were required): it can only be
    // rejected, so it is never money to pay.
    await db().conversionRequest.update({
      where: { id: stranded },
      data: { payoutMethod: null, payoutSealed: null, payoutMasked: null },
    });
    const [sql] = await db().$queryRaw<{ payable: bigint; stranded: bigint; coins: bigint }[]>`
      SELECT COALESCE(SUM("payoutMinor") FILTER (WHERE "payoutSealed" IS NOT NULL), 0)::bigint
               AS payable,
             COUNT(*) FILTER (WHERE "payoutSealed" IS NULL) AS stranded,
             COALESCE(SUM("amount") FILTER (WHERE "payoutSealed" IS NULL), 0)::bigint AS coins
        FROM "ConversionRequest" WHERE "status" = 'pending' AND "currency" = 'INR'`;
    const view = await readDashboard();
    expect(view.money[0]).toMatchObject({
      currency: "INR",
      pendingPayoutMinor: Number(sql!.payable),
      unpayableRequests: Number(sql!.stranded),
      unpayableAmount: Number(sql!.coins),
    });
    // The 100-coin request's ₹97 still awaits approval; the 170 coins are counted apart.
    expect(view.money[0]).toMatchObject({
      pendingPayoutMinor: 9_700,
      unpayableRequests: 1,
      unpayableAmount: 170,
    });
    // Both still wait for a decision.
    expect(view.pending.conversions).toMatchObject({ count: 2, coins: 270 });
  });

  it("reports uptime and the audit chain on the admin health check", async () => {
    const response = await call<{ uptime: unknown; auditChain: { ok: boolean } }>(
      health,
      "/api/v1/admin/health",
      { bearer: admin.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data?.uptime).toBeNull();
    expect(response.body.data?.auditChain).toMatchObject({ ok: true, firstBroken: null });
  });
});

describe("who may read the admin dashboard", () => {
  const routes = [
    ["/api/v1/admin/dashboard", dashboard],
    ["/api/v1/admin/activity", activity],
    ["/api/v1/admin/queues", queues],
    ["/api/v1/admin/health", health],
  ] as const;

  it.each(routes)(
    "%s refuses user, org, unverified and suspended callers",
    async (path, handler) => {
      expect((await call(handler, path)).status).toBe(401);
      for (const role of ["user", "org"] as const) {
        const { token } = await signedIn(role);
        const refused = await call(handler, path, { bearer: token });
        expect(refused.status).toBe(403);
        expect(refused.body.error).toMatchObject({ code: "forbidden", message: FORBIDDEN });
      }
      const unverified = await signedIn("admin", { verified: false });
      expect((await call(handler, path, { bearer: unverified.token })).status).toBe(403);
      const suspended = await signedIn("admin");
      await db().user.update({ where: { id: suspended.user.id }, data: { isActive: false } });
      const refused = await call(handler, path, { bearer: suspended.token });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.code).toBe("account_suspended");
    },
  );
});
