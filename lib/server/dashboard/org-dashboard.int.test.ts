// The organization dashboard on real PostgreSQL: a month of history written through the ledger's
// flows with controlled dates (last month, this month, across the boundary in India Standard
// Time), every figure checked against the numbers worked out by hand and against independent
// queries over the same rows, another organization's data kept out, earnings still clearing shown
// apart with the day they clear, and the API refused to anyone but an organization.
import { beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "@/lib/server/audit/audit-actor";
import { GET as dashboardRoute } from "@/app/api/v1/org/dashboard/route";
import { GET as earningsRoute } from "@/app/api/v1/org/earnings/route";
import { GET as balanceRoute } from "@/app/api/v1/org/earnings/balance/route";
import type { Prisma } from "@/generated/prisma/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { dayKeyOf, lastDays, monthBoundaries } from "@/lib/dashboard/calendar";
import { placeBooking } from "@/lib/server/bookings/create-booking";
import { cancelLocked, completeLocked } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { holdForConversion, releaseConversionHold } from "@/lib/server/ledger/flows";
import { signedInAccount } from "@/test/integration/accounts";
import { createUser } from "@/test/integration/fixtures";
import { call } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";
import { getOrgDashboard } from "./org-dashboard";
import { getEarningsBalance, getOrgEarnings } from "./org-earnings";

// The API's region without a country header or geolocation is India (DEFAULT_REGION).
const TZ = "Asia/Kolkata";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { thisMonth: M, lastMonth: L } = monthBoundaries(new Date(), TZ);
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

type Service = Awaited<ReturnType<typeof createService>>;

async function book(userId: string, service: Service, at: Date) {
  return db().$transaction((tx) => placeBooking(tx, { userId, service, at }));
}

async function bookAndComplete({
  userId,
  service,
  at,
  completedAt,
}: {
  userId: string;
  service: Service;
  at: Date;
  completedAt: Date;
}) {
  return db().$transaction(async (tx) => {
    const booking = await placeBooking(tx, { userId, service, at });
    return completeLocked(tx, { booking, now: completedAt, at: completedAt });
  });
}

async function requestConversion(org: SessionUser, amount: number, requestedAt: Date) {
  return db().$transaction(async (tx) => {
    const request = await tx.conversionRequest.create({
      data: {
        organizationId: org.organization!.id,
        amount,
        currency: "INR",
        payoutMinor: amount * 100,
        requestedAt,
      },
    });
    await holdForConversion(tx, {
      request,
      organizationUserId: org.id,
      at: requestedAt,
      actor: SYSTEM_ACTOR,
    });
    return request;
  });
}

/** Independent readings of the same rows, through Prisma's query API rather than the SQL. */
async function independently(org: SessionUser) {
  const organizationId = org.organization!.id;
  const earnings = { kind: "org_earnings" as const, userId: org.id };
  const sum = async (where: Prisma.LedgerTransferWhereInput) =>
    Number(
      (await db().ledgerTransfer.aggregate({ where, _sum: { amount: true } }))._sum.amount ?? 0n,
    );
  const completed = { kind: "booking_complete" as const, creditAccount: earnings };
  const commissions = {
    kind: "booking_commission" as const,
    booking: { organizationId },
  };
  const inBefore = await sum({ creditAccount: earnings, createdAt: { lt: M } });
  const outBefore = await sum({ debitAccount: earnings, createdAt: { lt: M } });
  const inAll = await sum({ creditAccount: earnings });
  const outAll = await sum({ debitAccount: earnings });
  const bookings = await db().booking.findMany({
    where: { organizationId },
    include: { transfers: true, escrow: true },
  });
  const escrowAt = (booking: (typeof bookings)[number], before: Date) =>
    booking.transfers
      .filter((t) => t.createdAt < before)
      .reduce((total, t) => total + (t.kind === "booking" ? 1 : -1) * Number(t.amount), 0);
  const requests = await db().conversionRequest.findMany({
    where: { organizationId },
    include: { transfers: true },
  });
  const heldAt = (request: (typeof requests)[number]) =>
    request.transfers
      .filter((t) => t.createdAt < M)
      .reduce(
        (total, t) => total + (t.kind === "conversion_request" ? 1 : -1) * Number(t.amount),
        0,
      );
  const services = await db().service.findMany({ where: { organizationId, deletedAt: null } });
  const approvedIn = (from: Date, to: Date) =>
    services.filter((s) => s.approvedAt && s.approvedAt >= from && s.approvedAt < to).length;
  const pending = requests.filter((r) => r.status === "pending");
  const delivered = bookings.filter((b) => b.status === "completed");
  return {
    totalEarned: await sum(completed),
    commission: await sum(commissions),
    // The bookings' own record: what they were sold for and the commission fixed when booked.
    deliveredPrices: delivered.reduce((total, b) => total + b.totalAmount, 0),
    deliveredCommission: delivered.reduce((total, b) => total + b.commissionCoins, 0),
    earnedThisMonth: await sum({ ...completed, createdAt: { gte: M } }),
    earnedLastMonth: await sum({ ...completed, createdAt: { gte: L, lt: M } }),
    available: inAll - outAll,
    availableAtMonthStart: inBefore - outBefore,
    escrowNow: bookings
      .filter((b) => b.status === "active")
      .reduce((total, b) => total + Number(b.escrow?.balance ?? 0n), 0),
    escrowAtMonthStart: bookings.reduce((total, b) => total + escrowAt(b, M), 0),
    activeServices: services.filter((s) => s.status === "active").length,
    approvedThisMonth: approvedIn(M, new Date(8.64e15)),
    approvedLastMonth: approvedIn(L, M),
    bookings: bookings.length,
    bookingsThisMonth: bookings.filter((b) => b.createdAt >= M).length,
    bookingsLastMonth: bookings.filter((b) => b.createdAt >= L && b.createdAt < M).length,
    pendingCount: pending.length,
    pendingCoins: pending.reduce((total, r) => total + r.amount, 0),
    pendingAtMonthStart: requests.filter((r) => heldAt(r) > 0).length,
  };
}

let org: SessionUser;
let orgToken: string;
let other: SessionUser;
/** When each of the organization's earnings arrived (net) and the commission kept of it. */
const earned: { at: Date; coins: number; commission: number }[] = [];

beforeAll(async () => {
  ({ session: org, token: orgToken } = await signedInAccount("org"));
  ({ session: other } = await signedInAccount("org"));
  const organizationId = org.organization!.id;
  const [alice, bob] = [await createUser("user"), await createUser("user")];
  await fund(alice.id, 1_000);
  await fund(bob.id, 1_000);
  const s1 = await createService({ organizationId, price: 100 });
  const s2 = await createService({ organizationId, price: 40 });
  const s3 = await createService({ organizationId, price: 25 });
  await createService({ organizationId, status: "pending" });
  const s5 = await createService({ organizationId, status: "inactive" });
  const s6 = await createService({ organizationId });
  await db().service.update({ where: { id: s1.id }, data: { approvedAt: after(L, 2 * DAY) } });
  await db().service.update({ where: { id: s2.id }, data: { approvedAt: after(M, 60_000) } });
  await db().service.update({ where: { id: s5.id }, data: { approvedAt: after(L, 3 * DAY) } });
  // A deleted service counts nowhere, however it was approved.
  await db().service.update({
    where: { id: s6.id },
    data: { approvedAt: after(L, 4 * DAY), deletedAt: new Date() },
  });

  // Every booking here pays the default 15% commission, the organization's share rounded down:
  // 100 -> 85 + 15, 40 -> 34 + 6, 25 -> 21 + 4, 70 -> 59 + 11.
  // b1: booked two months ago, delivered last month (85 earned last month, 15 commission).
  await bookAndComplete({
    userId: alice.id,
    service: s1,
    at: after(L, -5 * DAY),
    completedAt: after(L, DAY),
  });
  earned.push({ at: after(L, DAY), coins: 85, commission: 15 });
  // b2: booked and delivered last month, an hour before this month began (34 + 6).
  await bookAndComplete({
    userId: alice.id,
    service: s2,
    at: after(L, 2 * DAY),
    completedAt: after(M, -HOUR),
  });
  earned.push({ at: after(M, -HOUR), coins: 34, commission: 6 });
  // b3: booked last month, still active: 100 in escrow then and now.
  await book(alice.id, s1, after(L, 10 * DAY));
  // b4: booked last month, delivered two hours into this month in India, which is still last
  // month in UTC (21 earned this month, 4 commission).
  await bookAndComplete({
    userId: alice.id,
    service: s3,
    at: after(L, 12 * DAY),
    completedAt: after(M, 2 * HOUR),
  });
  earned.push({ at: after(M, 2 * HOUR), coins: 21, commission: 4 });
  // b5: booked this month, active: 40 in escrow now only.
  await book(alice.id, s2, after(M, HOUR));
  // b6: booked last month, cancelled now: 25 in escrow at the month's start, refunded since.
  const b6 = await book(bob.id, s3, after(L, 15 * DAY));
  await db().$transaction(async (tx) =>
    cancelLocked(tx, { booking: b6, by: "org", now: new Date() }),
  );

  // Conversions: c1 pending since last month, c2 asked last month and rejected now, c3 this month.
  await requestConversion(org, 50, after(L, 20 * DAY));
  const c2 = await requestConversion(org, 30, after(L, 21 * DAY));
  await db().$transaction(async (tx) => {
    await tx.conversionRequest.update({
      where: { id: c2.id },
      data: { status: "rejected", processedAt: new Date(), reason: "Administrative decision" },
    });
    await releaseConversionHold(tx, {
      request: c2,
      organizationUserId: org.id,
      why: "rejected",
      actor: SYSTEM_ACTOR,
    });
  });
  await requestConversion(org, 20, after(M, 30 * 60_000));

  // Another organization's activity, which must never show on the first one's dashboard.
  const theirs = await createService({ organizationId: other.organization!.id, price: 70 });
  await bookAndComplete({
    userId: bob.id,
    service: theirs,
    at: after(M, HOUR),
    completedAt: after(M, 3 * HOUR),
  });
  await book(alice.id, theirs, after(M, 4 * HOUR));
  await requestConversion(other, 10, after(M, 5 * HOUR));
});

describe("getOrgDashboard", () => {
  it("shows each figure and what its change compares, worked out by hand", async () => {
    const { figures } = await getOrgDashboard(org, { timeZone: TZ });
    expect(figures).toEqual({
      // Net 85 + 34 + 21 of prices 100 + 40 + 25, less 15 + 6 + 4 commission.
      totalEarned: {
        value: 140,
        gross: 165,
        commission: 25,
        change: { current: 21, previous: 119 },
      },
      // 140 earned - 50 - 30 asked + 30 returned - 20 asked; at the month's start 119 - 50 - 30.
      availableToConvert: { value: 70, change: { current: 70, previous: 39 } },
      // History imported with its dates (as the seed's) is taken as cleared.
      clearing: { value: 0, change: { current: 0, previous: 0 }, schedule: [] },
      inEscrow: { value: 140, change: { current: 140, previous: 150 } },
      activeServices: { value: 3, change: { current: 1, previous: 2 } },
      totalBookings: { value: 6, change: { current: 1, previous: 4 } },
      pendingConversions: { value: 2, coins: 70, change: { current: 2, previous: 2 } },
    });
  });

  it("agrees with independent readings of the same rows", async () => {
    const { figures } = await getOrgDashboard(org, { timeZone: TZ });
    const expected = await independently(org);
    expect(figures.totalEarned.value).toBe(expected.totalEarned);
    expect(figures.totalEarned.change).toEqual({
      current: expected.earnedThisMonth,
      previous: expected.earnedLastMonth,
    });
    expect(figures.availableToConvert.value).toBe(expected.available);
    expect(figures.availableToConvert.change.previous).toBe(expected.availableAtMonthStart);
    expect((await getEarningsBalance(org)).balance).toBe(expected.available);
    expect(figures.inEscrow.value).toBe(expected.escrowNow);
    expect(figures.inEscrow.change.previous).toBe(expected.escrowAtMonthStart);
    expect(figures.activeServices.value).toBe(expected.activeServices);
    expect(figures.activeServices.change).toEqual({
      current: expected.approvedThisMonth,
      previous: expected.approvedLastMonth,
    });
    expect(figures.totalBookings.value).toBe(expected.bookings);
    expect(figures.totalBookings.change).toEqual({
      current: expected.bookingsThisMonth,
      previous: expected.bookingsLastMonth,
    });
    expect(figures.pendingConversions).toMatchObject({
      value: expected.pendingCount,
      coins: expected.pendingCoins,
      change: { current: expected.pendingCount, previous: expected.pendingAtMonthStart },
    });
  });

  it("splits earnings into gross, commission and net that add up against the ledger", async () => {
    const { figures } = await getOrgDashboard(org, { timeZone: TZ });
    const expected = await independently(org);
    const { value: net, gross, commission } = figures.totalEarned;
    // Net is what reached the earnings account, the commission what left escrow for the platform.
    expect(net).toBe(expected.totalEarned);
    expect(commission).toBe(expected.commission);
    expect(gross).toBe(net + commission);
    // And both are what the delivered bookings recorded when they were booked.
    expect(gross).toBe(expected.deliveredPrices);
    expect(commission).toBe(expected.deliveredCommission);
    // The year's chart holds every delivery here: its totals are the same three.
    const year = await getOrgEarnings(org, "365d", { timeZone: TZ });
    expect(year).toMatchObject({ total: net, commission, gross });
  });

  it("counts the months in the region's time zone: in UTC the 25 earned was last month's", async () => {
    const utc = await getOrgDashboard(org, { timeZone: "UTC" });
    const { thisMonth } = monthBoundaries(new Date(), "UTC");
    // Only when the UTC month began before the delivery does it count as this month there too.
    const inUtcThisMonth = after(M, 2 * HOUR) >= thisMonth;
    expect(utc.figures.totalEarned.change.current).toBe(inUtcThisMonth ? 21 : 0);
    expect(utc.monthStart).toBe(thisMonth.toISOString());
  });

  it("lists the newest conversion requests, the organization's own only", async () => {
    const { recentConversions } = await getOrgDashboard(org, { timeZone: TZ });
    expect(recentConversions.map((r) => [r.amount, r.status])).toEqual([
      [20, "pending"],
      [30, "rejected"],
      [50, "pending"],
    ]);
    // Each with its money as recorded when asked (rupees, one for one, no fee here).
    expect(recentConversions[0]).toMatchObject({
      currency: "INR",
      amount: 20,
      feeCoins: 0,
      netCoins: 20,
      rate: "1.00",
      payoutMinor: 2_000,
      convertedAmount: 20,
    });
  });

  it("keeps another organization's data out, both ways", async () => {
    const theirs = await getOrgDashboard(other, { timeZone: TZ });
    expect(theirs.figures).toEqual({
      totalEarned: { value: 59, gross: 70, commission: 11, change: { current: 59, previous: 0 } },
      availableToConvert: { value: 49, change: { current: 49, previous: 0 } },
      clearing: { value: 0, change: { current: 0, previous: 0 }, schedule: [] },
      inEscrow: { value: 70, change: { current: 70, previous: 0 } },
      activeServices: { value: 1, change: { current: 0, previous: 0 } },
      totalBookings: { value: 2, change: { current: 2, previous: 0 } },
      pendingConversions: { value: 1, coins: 10, change: { current: 1, previous: 0 } },
    });
    expect(theirs.recentConversions.map((r) => r.amount)).toEqual([10]);
  });

  it("shows zeros for an organization with no history", async () => {
    const { session } = await signedInAccount("org");
    const { figures, recentConversions } = await getOrgDashboard(session, { timeZone: TZ });
    for (const figure of Object.values(figures)) {
      expect(figure).toMatchObject({ value: 0, change: { current: 0, previous: 0 } });
    }
    expect(recentConversions).toEqual([]);
  });
});

describe("getOrgEarnings", () => {
  it.each(["30d", "90d", "365d"] as const)(
    "gives every day of %s, zero-filled, summed by the region's calendar day",
    async (range) => {
      const series = await getOrgEarnings(org, range, { timeZone: TZ });
      const { days, from } = lastDays(new Date(), TZ, Number.parseInt(range, 10));
      expect(series.days.map((day) => day.date)).toEqual(days);
      const expected = new Map<string, { coins: number; commission: number }>();
      for (const { at, coins, commission } of earned.filter((e) => e.at >= from)) {
        const key = dayKeyOf(at, TZ);
        const day = expected.get(key) ?? { coins: 0, commission: 0 };
        expected.set(key, { coins: day.coins + coins, commission: day.commission + commission });
      }
      expect(series.days.filter((day) => day.coins > 0)).toEqual(
        [...expected]
          .map(([date, day]) => ({ date, ...day }))
          .sort((a, b) => (a.date < b.date ? -1 : 1)),
      );
      const sum = (key: "coins" | "commission") =>
        [...expected.values()].reduce((total, day) => total + day[key], 0);
      expect(series.total).toBe(sum("coins"));
      expect(series.commission).toBe(sum("commission"));
      expect(series.gross).toBe(sum("coins") + sum("commission"));
    },
  );

  it("puts a delivery two hours into the month on the 1st in India", async () => {
    const series = await getOrgEarnings(org, "365d", { timeZone: TZ });
    const first = dayKeyOf(M, TZ);
    expect(first.endsWith("-01")).toBe(true);
    expect(series.days.find((day) => day.date === first)).toEqual({
      date: first,
      coins: 21,
      commission: 4,
    });
    expect(series).toMatchObject({ total: 140, commission: 25, gross: 165 });
  });
});

describe("earnings that clear", () => {
  it("count as earned and as clearing, with the day they clear, never as available", async () => {
    const { session: clearingOrg } = await signedInAccount("org");
    const buyer = await createUser("user");
    await fund(buyer.id, 200);
    const service = await createService({
      organizationId: clearingOrg.organization!.id,
      price: 100,
    });
    // Completed now, as the app completes it: 85 into the clearing account for the clearing days.
    const booking = await db().$transaction(async (tx) => {
      const placed = await placeBooking(tx, { userId: buyer.id, service });
      await completeLocked(tx, { booking: placed, now: new Date() });
      return placed;
    });
    const clearsAt = new Date(Date.now() + 3 * DAY);
    await db().earningsClearance.update({ where: { bookingId: booking.id }, data: { clearsAt } });

    const { figures } = await getOrgDashboard(clearingOrg, { timeZone: TZ });
    expect(figures.totalEarned).toMatchObject({ value: 85, gross: 100, commission: 15 });
    expect(figures.availableToConvert.value).toBe(0);
    expect(figures.clearing).toEqual({
      value: 85,
      change: { current: 85, previous: 0 },
      schedule: [{ coins: 85, clearsAt: clearsAt.toISOString() }],
    });
    const series = await getOrgEarnings(clearingOrg, "30d", { timeZone: TZ });
    expect(series).toMatchObject({ total: 85, commission: 15, gross: 100 });
    expect(await getEarningsBalance(clearingOrg, TZ)).toEqual({
      balance: 0,
      clearing: 85,
      clearingSchedule: [{ coins: 85, clearsAt: clearsAt.toISOString() }],
    });
  });
});

describe("the API", () => {
  it("answers the organization its own dashboard, earnings and balance", async () => {
    const dashboard = await call(dashboardRoute, "/api/v1/org/dashboard", { bearer: orgToken });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data).toEqual(await getOrgDashboard(org, { timeZone: TZ }));
    const series = await call<{ range: string; days: unknown[] }>(
      earningsRoute,
      "/api/v1/org/earnings?range=90d",
      { bearer: orgToken },
    );
    expect(series.status).toBe(200);
    expect(series.body.data?.days).toHaveLength(90);
    const fallback = await call<{ range: string }>(earningsRoute, "/api/v1/org/earnings", {
      bearer: orgToken,
    });
    expect(fallback.body.data?.range).toBe("30d");
    const balance = await call(balanceRoute, "/api/v1/org/earnings/balance", { bearer: orgToken });
    expect(balance.body.data).toEqual({ balance: 70, clearing: 0, clearingSchedule: [] });
  });

  it("refuses a range it does not offer", async () => {
    const response = await call(earningsRoute, "/api/v1/org/earnings?range=7d", {
      bearer: orgToken,
    });
    expect(response.status).toBe(422);
  });

  it.each([
    ["/api/v1/org/dashboard", dashboardRoute],
    ["/api/v1/org/earnings", earningsRoute],
    ["/api/v1/org/earnings/balance", balanceRoute],
  ] as const)("refuses %s to users, admins and visitors", async (path, route) => {
    for (const role of ["user", "admin"] as const) {
      const { token } = await signedInAccount(role);
      expect((await call(route, path, { bearer: token })).status).toBe(403);
    }
    expect((await call(route, path)).status).toBe(401);
  });
});
