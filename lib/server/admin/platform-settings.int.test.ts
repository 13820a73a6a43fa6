// The money rules over HTTP on PostgreSQL (/admin/settings): only an admin reads or changes
// them; a safe change is saved, audited with before and after, and prices the next booking;
// unsafe rules are refused with the cycle-safety reason at the commission, bad text with the
// field's message; and the rates feed, against a local stand-in server, updates the rates when it
// answers well (moving each by at most the settings' bound), and keeps the last ones (saying why,
// here and on the dashboard) when it fails, leaves a currency's range or jumps by more than half.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as dashboard } from "@/app/api/v1/admin/dashboard/route";
import { POST as refreshRoute } from "@/app/api/v1/admin/settings/rates/refresh/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import type { AdminDashboardView } from "@/lib/schemas/admin-dashboard";
import type { PlatformSettingsView } from "@/lib/schemas/economics";
import { cycleSafetyProblem } from "@/lib/economics/cycle-safety";
import { completeLocked } from "@/lib/server/bookings/settle-booking";
import { db } from "@/lib/server/db/client";
import { refreshRatesFromFeed } from "@/lib/server/economics/rates-feed";
import { NO_FEED } from "@/lib/server/economics/refresh-rates";
import { signedIn, type SignedInAccount } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";
import {
  expectFieldRefusal,
  readSettings as read,
  saveSettings as saveAs,
  STARTING_RULES as RULES,
} from "@/test/integration/platform-settings";

const FORBIDDEN = "You do not have permission to perform this action.";

let admin: SignedInAccount;
beforeAll(async () => {
  admin = await signedIn("admin");
  // The feed's refusals are logged as warnings.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

const rateOf = (view: PlatformSettingsView | undefined, currency: "USD" | "EUR") =>
  view?.rates.find((row) => row.currency === currency);

describe("who may read and change the money rules", () => {
  it("refuses visitors (401), users and organizations (403)", async () => {
    const refresh = (bearer?: string) =>
      call(refreshRoute, "/api/v1/admin/settings/rates/refresh", { method: "POST", bearer });
    for (const route of [read, (bearer?: string) => saveAs(bearer, RULES), refresh]) {
      expect((await route(undefined)).status).toBe(401);
      for (const role of ["user", "org"] as const) {
        const { token } = await signedIn(role);
        const refused = await route(token);
        expect(refused.status).toBe(403);
        expect(refused.body.error).toMatchObject({ code: "forbidden", message: FORBIDDEN });
      }
    }
    expect(await db().auditLog.count({ where: { action: "settings.updated" } })).toBe(0);
  });

  it("shows an admin the rules as they start", async () => {
    const answer = await read(admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      commissionPercent: "15",
      conversionFeePercent: "0",
      conversionFeeCoins: 0,
      // The 2,000-coin package's 300 bonus coins, bought before a 4% rate move with a 2% spread.
      minimumCommissionPercent: "14.82",
      spreadPercent: "2",
      maxRateMovePercent: "4",
      rates: [
        { currency: "USD", rate: "88.00", source: "default" },
        { currency: "EUR", rate: "102.00", source: "default" },
      ],
      feed: { configured: false, fetchedAt: null, failedAt: null, error: null },
    });
  });
});

describe("changing the money rules", () => {
  it("saves a safe change, audits it with before and after, and prices the next booking", async () => {
    const customer = await signedIn("user");
    await fund(customer.user.id, 1_000);
    // A user holds one active booking of a service: each booking is of a service of its own.
    const bookNow = async () => {
      const service = await createService({ price: 200 });
      const booked = await call<{ id: string }>(book, `/api/v1/services/${service.id}/book`, {
        method: "POST",
        bearer: customer.token,
        params: { id: service.id },
        body: {},
      });
      expect(booked.status).toBe(201);
      return booked.body.data!.id;
    };
    const before = await bookNow();

    const answer = await saveAs(admin.token, {
      commissionPercent: "20",
      conversionFeePercent: "2.5",
      conversionFeeCoins: 3,
      rates: { USD: "90.5", EUR: "102" },
      // A move of 2.84%: typed again, as the confirmation asks.
      confirmedRates: { USD: "90.50" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Settings Saved");
    const view = answer.body.data!;
    expect(view).toMatchObject({
      commissionPercent: "20",
      conversionFeePercent: "2.5",
      conversionFeeCoins: 3,
    });
    // Only the rate that changed is the admin's; the other keeps its source.
    expect(rateOf(view, "USD")).toMatchObject({ rate: "90.50", source: "admin" });
    expect(rateOf(view, "EUR")).toMatchObject({ rate: "102.00", source: "default" });
    expect((await read(admin.token)).body.data).toEqual(view);

    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "settings.updated" } });
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      entityType: "platform_settings",
      before: {
        commissionPercent: "15",
        conversionFeePercent: "0",
        conversionFeeCoins: 0,
        rates: { USD: "88.00", EUR: "102.00" },
      },
      after: {
        commissionPercent: "20",
        conversionFeePercent: "2.5",
        conversionFeeCoins: 3,
        rates: { USD: "90.50", EUR: "102.00" },
      },
    });

    // The booking made before keeps 15%; the next one is made at 20%, and completion keeps them.
    const after = await bookNow();
    const rows = await db().booking.findMany({ where: { id: { in: [before, after] } } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(before)).toMatchObject({ commissionBps: 1500, commissionCoins: 30 });
    expect(byId.get(after)).toMatchObject({ commissionBps: 2000, commissionCoins: 40 });
    for (const row of rows) {
      await db().$transaction((tx) => completeLocked(tx, { booking: row, now: new Date() }));
    }
    const kept = await db().ledgerTransfer.findMany({
      where: { kind: "booking_commission", bookingId: { in: [before, after] } },
    });
    expect(kept.map((transfer) => Number(transfer.amount)).sort()).toEqual([30, 40]);
  });

  it("refuses unsafe rules with the reason, at the commission, and changes nothing", async () => {
    const start = (await read(admin.token)).body.data!;
    const unsafe = { ...RULES, commissionPercent: "10" };
    const defaults = { conversionFeeCoins: 0, fxSpreadBps: 200, maxRateMoveBps: 400 };
    const problem = cycleSafetyProblem({ ...defaults, commissionBps: 1000, conversionFeeBps: 0 });
    expect(problem).toContain("The commission must be at least 14.82% with a 0% conversion fee");
    expectFieldRefusal(await saveAs(admin.token, unsafe), "commissionPercent", problem!);
    // A fee share covering the rest of the bonus and the rate move makes the same commission safe.
    expect(
      cycleSafetyProblem({ ...defaults, commissionBps: 1000, conversionFeeBps: 700 }),
    ).toBeNull();
    // So would a spread wide enough for the move, were the bonus covered: without one, 15% is not.
    const noSpread = { ...RULES, spreadPercent: "0" };
    const moveProblem = cycleSafetyProblem({
      ...defaults,
      fxSpreadBps: 0,
      commissionBps: 1500,
      conversionFeeBps: 0,
    });
    expect(moveProblem).toContain("a 0% exchange spread and rates that move up to 4% at once");
    expectFieldRefusal(await saveAs(admin.token, noSpread), "commissionPercent", moveProblem!);
    expect((await read(admin.token)).body.data).toEqual(start);
    expect(await db().auditLog.count({ where: { action: "settings.updated" } })).toBe(1);
  });

  it("refuses text that is not a percentage, a whole fee or a rate, with the field's message", async () => {
    expectFieldRefusal(
      await saveAs(admin.token, { ...RULES, commissionPercent: "12.345" }),
      "commissionPercent",
      "The commission must be a percentage from 0 to 50, with two decimals at most.",
    );
    expectFieldRefusal(
      await saveAs(admin.token, { ...RULES, conversionFeePercent: "60" }),
      "conversionFeePercent",
      "The conversion fee must be a percentage from 0 to 50, with two decimals at most.",
    );
    expectFieldRefusal(
      await saveAs(admin.token, { ...RULES, conversionFeeCoins: 1.5 }),
      "conversionFeeCoins",
      "The fixed conversion fee must be a whole number of coins.",
    );
    expectFieldRefusal(
      await saveAs(admin.token, { ...RULES, rates: { USD: "88,5", EUR: "102" } }),
      "rates.USD",
      "Enter what 1 USD is worth in coins, above 0, with six decimals at most (e.g. 88.25).",
    );
    expectFieldRefusal(
      await saveAs(admin.token, { ...RULES, rates: { USD: "88", EUR: "0" } }),
      "rates.EUR",
      "Enter what 1 EUR is worth in coins, above 0, with six decimals at most (e.g. 88.25).",
    );
  });
});

describe("the rates feed", () => {
  // A stand-in for the feed: answers what the test sets, on a loopback port of its own.
  let answer: { status: number; body: string } = { status: 200, body: "{}" };
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const feedSays = (rates: Record<string, number>, status = 200) => {
    answer = { status, body: JSON.stringify({ base: "INR", rates }) };
  };
  const readDashboard = async () =>
    (await call<AdminDashboardView>(dashboard, "/api/v1/admin/dashboard", { bearer: admin.token }))
      .body.data!;

  it("updates the rates from a good answer, as the feed's", async () => {
    // Units per rupee: 1 USD = 89.6 coins, 1 EUR = 100 coins (from 90.50 and 102: within 4%).
    feedSays({ USD: 1 / 89.6, EUR: 0.01 });
    expect(await refreshRatesFromFeed(admin.user.id, url)).toEqual({ ok: true, changed: true });
    const view = (await read(admin.token)).body.data!;
    expect(rateOf(view, "USD")).toMatchObject({ rate: "89.60", source: "feed" });
    expect(rateOf(view, "EUR")).toMatchObject({ rate: "100.00", source: "feed" });
    expect(view.feed.fetchedAt).not.toBeNull();
    expect(view.feed.error).toBeNull();
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "settings.rates_refreshed" },
    });
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      before: { rates: { USD: "90.50", EUR: "102.00" } },
      after: { rates: { USD: "89.60", EUR: "100.00" } },
    });
    // The same answer again changes nothing and is not audited again.
    expect(await refreshRatesFromFeed(admin.user.id, url)).toEqual({ ok: true, changed: false });
    expect(await db().auditLog.count({ where: { action: "settings.rates_refreshed" } })).toBe(1);
  });

  it("keeps the last rates when the feed fails, and says so here and on the dashboard", async () => {
    answer = { status: 503, body: "busy" };
    expect(await refreshRatesFromFeed(admin.user.id, url)).toEqual({
      ok: false,
      error: "the feed answered HTTP 503",
    });
    const view = (await read(admin.token)).body.data!;
    expect(rateOf(view, "USD")).toMatchObject({ rate: "89.60", source: "feed" });
    expect(view.feed).toMatchObject({ error: "the feed answered HTTP 503" });
    expect(view.feed.failedAt).not.toBeNull();
    expect((await readDashboard()).ratesFeed).toEqual({
      error: "the feed answered HTTP 503",
      failedAt: view.feed.failedAt,
    });

    answer = { status: 200, body: JSON.stringify({ base: "INR", rates: { EUR: 0.01 } }) };
    expect(await refreshRatesFromFeed(admin.user.id, url)).toEqual({
      ok: false,
      error: "the feed has no usable USD rate",
    });
  });

  it("refuses a rate out of its range or that jumps by more than half, then clears the warning on the next success", async () => {
    // 1 USD = 0.88 coins: a slipped decimal, not a market.
    feedSays({ USD: 1 / 0.88, EUR: 0.01 });
    expect(await refreshRatesFromFeed(admin.user.id, url)).toEqual({
      ok: false,
      error: "the feed's USD rate is out of range: 1 USD must be worth 40 to 200 coins.",
    });
    // 1 USD = 200 coins: in range, but 123% above the current 89.60.
    feedSays({ USD: 0.005, EUR: 0.01 });
    expect(await refreshRatesFromFeed(admin.user.id, url)).toEqual({
      ok: false,
      error: "the feed's USD rate moved 123% at once",
    });
    const view = (await read(admin.token)).body.data!;
    expect(rateOf(view, "USD")?.rate).toBe("89.60");
    expect(view.feed.error).toBe("the feed's USD rate moved 123% at once");

    // 1 USD = 82.64 coins: 7.8% below, further than one change may move it: it moves 4% (86.016).
    feedSays({ USD: 0.0121, EUR: 0.0099 });
    expect(await refreshRatesFromFeed(admin.user.id, url)).toMatchObject({ ok: true });
    const healed = (await read(admin.token)).body.data!;
    expect(rateOf(healed, "USD")?.rate).toBe("86.016");
    // EUR's 101.01 is within the bound of 100: taken as it is.
    expect(rateOf(healed, "EUR")?.rate).toBe("101.010101");
    expect(healed.feed.error).toBeNull();
    expect((await readDashboard()).ratesFeed).toEqual({ error: null, failedAt: null });
  });

  it("answers 409 to Refresh rates now when no feed is configured", async () => {
    const refused = await call(refreshRoute, "/api/v1/admin/settings/rates/refresh", {
      method: "POST",
      bearer: admin.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(NO_FEED);
  });
});
