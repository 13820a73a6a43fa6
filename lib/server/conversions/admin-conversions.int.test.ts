// The admin's conversion queue over HTTP on PostgreSQL: the history filtered by status, days and
// organization name, paged newest first; the queue's figures against independent SQL (pending
// requests, and payouts to send: the processing ones); the full payout details for the admin who
// pays (audited); bulk approval (mixed ids, and two racing over the same ids settle each once,
// each processing); the CSV export with each request's quote (fee, net, rate, payout) and payout;
// and every route refused to anyone but an admin.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as approveMany } from "@/app/api/v1/admin/conversions/approve/route";
import { GET as exportCsv } from "@/app/api/v1/admin/conversions/export/route";
import { GET as payout } from "@/app/api/v1/admin/conversions/[id]/payout/route";
import { GET as list } from "@/app/api/v1/admin/conversions/route";
import { GET as summary } from "@/app/api/v1/admin/conversions/summary/route";
import { PUT as saveSettings } from "@/app/api/v1/admin/settings/route";
import { POST as approveOne } from "@/app/api/v1/conversions/[id]/approve/route";
import { POST as reject } from "@/app/api/v1/conversions/[id]/reject/route";
import { POST as create } from "@/app/api/v1/conversions/route";
import { PUT as savePayout } from "@/app/api/v1/org/payout-accounts/[currency]/route";
import type {
  AdminConversion,
  AdminConversionPage,
  AdminConversionSummary,
  BulkApproval,
  ConversionPayout,
} from "@/lib/schemas/admin-conversions";
import type { ConversionOutcome } from "@/lib/schemas/conversions";
import { ALREADY_PROCESSED, NO_PAYOUT_DESTINATION } from "@/lib/conversions/admin-messages";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { DATES_OUT_OF_ORDER } from "@/lib/validations/admin-conversions-values";
import { INVALID_CURSOR } from "@/lib/validations/cursor";
import { signedIn, verifiedByAdmin } from "@/test/integration/accounts";
import { call, type CallResult } from "@/test/integration/http";
import { earn, earningsBalance } from "@/test/integration/marketplace";
import { NO_PAYOUT_DETAILS, PAYOUT_NOT_PAYABLE } from "./reveal-payout";

type Account = Awaited<ReturnType<typeof signedIn>>;
interface Org extends Account {
  organizationId: string;
  name: string;
}

const IBAN = { method: "iban", holderName: "Mara Quill", iban: "DE89 3704 0044 0532 0130 00" };

beforeAll(async () => {
  // Decision emails are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  // Payouts at the exchange rate itself, so that each sum below is the fee and the rounding
  // alone (with rates held to the smallest move, under which 15% is safe without a spread); the
  // spread's share is tried in lib/server/economics/money-cycles.int.test.ts.
  await db().platformSettings.update({
    where: { id: 1 },
    data: { fxSpreadBps: 0, maxRateMoveBps: 50 },
  });
});

afterEach(async () => {
  const health = await checkLedgerInvariants(db());
  expect(health.problems).toEqual([]);
});

let admin: Account;
beforeAll(async () => {
  admin = await signedIn("admin");
});

/** An organization called `name` with `coins` earned and IBAN payout details for EUR. */
async function earningOrg(name: string, coins: number): Promise<Org> {
  const account = await signedIn("org");
  await verifiedByAdmin(account.user.id);
  const profile = await db().organizationProfile.update({
    where: { userId: account.user.id },
    data: { name },
  });
  await earn(profile.id, coins);
  const saved = await call(savePayout, "/api/v1/org/payout-accounts/EUR", {
    method: "PUT",
    bearer: account.token,
    params: { currency: "EUR" },
    body: IBAN,
  });
  expect(saved.status).toBe(200);
  return { ...account, organizationId: profile.id, name };
}

async function requested(org: Org, amount: number, requestedOn?: string): Promise<string> {
  const made = await call<ConversionOutcome>(create, "/api/v1/conversions", {
    bearer: org.token,
    body: { amount, currency: "EUR" },
  });
  expect(made.status).toBe(201);
  const id = made.body.data!.conversion.id;
  if (requestedOn) {
    await db().conversionRequest.update({
      where: { id },
      data: { requestedAt: new Date(`${requestedOn}T12:00:00.000Z`) },
    });
  }
  return id;
}

const listAs = (account: Account, query = "") =>
  call<AdminConversionPage>(list, `/api/v1/admin/conversions${query}`, { bearer: account.token });
const idsOf = (answer: CallResult<AdminConversionPage>) =>
  answer.body.data?.items.map((item) => item.id) ?? [];
const approveAll = (account: Account, ids: unknown) =>
  call<BulkApproval>(approveMany, "/api/v1/admin/conversions/approve", {
    bearer: account.token,
    body: { ids },
  });
const revealAs = (account: Account, id: string) =>
  call<ConversionPayout>(payout, `/api/v1/admin/conversions/${id}/payout`, {
    bearer: account.token,
    params: { id },
  });

/** The platform's conversion fee, set as an admin sets it (the commission stays 15%). */
async function setConversionFee(percent: string, coins: number) {
  const saved = await call(saveSettings, "/api/v1/admin/settings", {
    method: "PUT",
    bearer: admin.token,
    body: {
      commissionPercent: "15",
      conversionFeePercent: percent,
      conversionFeeCoins: coins,
      rates: { USD: "88", EUR: "102" },
      // A change of more than a step is typed again, as the settings screen asks.
      confirmedRules: { conversionFeePercent: percent, conversionFeeCoins: String(coins) },
    },
  });
  expect(saved.status).toBe(200);
}

/** Input the schemas refuse: 422 validation_failed, saying what is wrong (the house rule). */
function expectRefusedInput(answer: CallResult, message: string) {
  expect(answer.status).toBe(422);
  expect(answer.body.error?.code).toBe("validation_failed");
  expect(answer.body.error?.message).toBe(message);
}

describe("the history", () => {
  it("filters by status, requested days and organization name, newest first in pages", async () => {
    const north = await earningOrg("Northwind 100% Books_Ltd", 1000);
    const south = await earningOrg("Southgate Studio", 1000);
    const early = await requested(north, 100, "2026-03-01");
    const middle = await requested(south, 200, "2026-03-15");
    const late = await requested(north, 300, "2026-03-31");
    await call(reject, `/api/v1/conversions/${middle}/reject`, {
      bearer: admin.token,
      params: { id: middle },
    });

    const march = await listAs(admin, "?from=2026-03-01&to=2026-03-31");
    expect(idsOf(march)).toEqual([late, middle, early]);
    const first: AdminConversion | undefined = march.body.data?.items[2];
    expect(first).toMatchObject({
      id: early,
      orgName: north.name,
      orgId: north.organizationId,
      amount: 100,
      currency: "EUR",
      // As quoted when asked: no fee, 1 EUR = 102 coins, paid in whole cents rounded down.
      feeCoins: 0,
      netCoins: 100,
      rate: "102.00",
      payoutMinor: 98,
      convertedAmount: 0.98,
      status: "pending",
      dateRequested: "2026-03-01T12:00:00.000Z",
      dateProcessed: null,
      reason: null,
      processedBy: null,
      payoutMethod: "iban",
      payoutMasked: "IBAN DE••••3000",
    });
    const decided = march.body.data?.items[1];
    expect(decided).toMatchObject({
      status: "rejected",
      reason: "Administrative decision",
      processedBy: "Test admin",
    });
    expect(decided?.dateProcessed).not.toBeNull();

    // Both ends of the range are whole days, included.
    expect(idsOf(await listAs(admin, "?from=2026-03-15&to=2026-03-15"))).toEqual([middle]);
    expect(idsOf(await listAs(admin, "?from=2026-03-02&to=2026-03-31"))).toEqual([late, middle]);
    expect(idsOf(await listAs(admin, "?to=2026-03-14"))).toEqual([early]);
    expect(idsOf(await listAs(admin, "?status=pending&from=2026-03-01&to=2026-03-31"))).toEqual([
      late,
      early,
    ]);
    expect(idsOf(await listAs(admin, "?status=rejected&from=2026-03-01"))).toEqual([middle]);
    expect(idsOf(await listAs(admin, "?status=all&search=southgate"))).toEqual([middle]);
    // LIKE's wildcards in a search mean themselves.
    expect(idsOf(await listAs(admin, "?search=100%25%20books_"))).toEqual([late, early]);
    expect(idsOf(await listAs(admin, "?search=%25"))).toEqual([late, early]);
    expect(idsOf(await listAs(admin, "?search=Southgate_"))).toEqual([]);

    // Pages by the cursor, each request once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=1&from=2026-03-01${cursor ? `&cursor=${cursor}` : ""}`;
      const page: CallResult<AdminConversionPage> = await listAs(admin, query);
      seen.push(...idsOf(page));
      cursor = page.body.data?.nextCursor ?? null;
    } while (cursor);
    expect(seen).toEqual([late, middle, early]);
  });

  it("refuses bad filters with a message", async () => {
    expectRefusedInput(await listAs(admin, "?from=2026-04-02&to=2026-04-01"), DATES_OUT_OF_ORDER);
    expectRefusedInput(await listAs(admin, "?from=yesterday"), "Dates are written YYYY-MM-DD");
    expectRefusedInput(
      await listAs(admin, "?status=approved"),
      "Status is one of all, pending, processing, paid, failed, rejected or cancelled",
    );
    expectRefusedInput(
      await listAs(admin, `?search=${"a".repeat(101)}`),
      "The search is limited to 100 characters",
    );
    const lost = await listAs(admin, "?cursor=no-such-request");
    expect(lost.status).toBe(400);
    expect(lost.body.error).toEqual({ code: "bad_request", message: INVALID_CURSOR });
    const nul = await listAs(admin, "?search=a%00b");
    expect(nul.status).toBe(400);
    expect((await listAs(admin, "?limit=51")).status).toBe(422);
  });
});

describe("the queue's figures", () => {
  it("equal the requests in the database", async () => {
    const org = await earningOrg("Figures Co", 900);
    await requested(org, 120);
    // A request kept without its payout destination can only be rejected: never money to pay.
    const stranded = await requested(org, 170);
    await db().conversionRequest.update({
      where: { id: stranded },
      data: { payoutMethod: null, payoutSealed: null, payoutMasked: null },
    });
    const approved = await requested(org, 60);
    await call(approveOne, `/api/v1/conversions/${approved}/approve`, {
      bearer: admin.token,
      params: { id: approved },
    });
    const rejected = await requested(org, 80);
    await call(reject, `/api/v1/conversions/${rejected}/reject`, {
      bearer: admin.token,
      params: { id: rejected },
    });
    const answer = await call<AdminConversionSummary>(
      summary,
      "/api/v1/admin/conversions/summary",
      {
        bearer: admin.token,
      },
    );
    expect(answer.status).toBe(200);
    const [sql] = await db().$queryRaw<
      {
        pending: bigint;
        amount: bigint;
        payout: bigint;
        unpayable: bigint;
        unpayableAmount: bigint;
        processing: bigint;
        processingAmount: bigint;
        processingPayout: bigint;
        total: bigint;
      }[]
    >`
      SELECT count(*) FILTER (WHERE "status" = 'pending') AS pending,
             COALESCE(sum("amount") FILTER (WHERE "status" = 'pending'), 0)::bigint AS amount,
             COALESCE(sum("payoutMinor")
               FILTER (WHERE "status" = 'pending' AND "payoutSealed" IS NOT NULL), 0)::bigint
               AS payout,
             count(*) FILTER (WHERE "status" = 'pending' AND "payoutSealed" IS NULL) AS unpayable,
             COALESCE(sum("amount")
               FILTER (WHERE "status" = 'pending' AND "payoutSealed" IS NULL), 0)::bigint
               AS "unpayableAmount",
             count(*) FILTER (WHERE "status" = 'processing') AS processing,
             COALESCE(sum("amount") FILTER (WHERE "status" = 'processing'), 0)::bigint
               AS "processingAmount",
             COALESCE(sum("payoutMinor") FILTER (WHERE "status" = 'processing'), 0)::bigint
               AS "processingPayout",
             count(*) AS total
        FROM "ConversionRequest"`;
    const figures = answer.body.data!;
    expect(figures.pendingRequests).toBe(Number(sql!.pending));
    expect(figures.pendingAmount).toBe(Number(sql!.amount));
    expect(figures.processingRequests).toBe(Number(sql!.processing));
    expect(figures.processingAmount).toBe(Number(sql!.processingAmount));
    expect(figures.totalRequests).toBe(Number(sql!.total));
    expect(figures.unpayableRequests).toBe(Number(sql!.unpayable));
    expect(figures.unpayableAmount).toBe(Number(sql!.unpayableAmount));
    expect(figures).toMatchObject({ unpayableRequests: 1, unpayableAmount: 170 });
    expect(figures.pendingRequests).toBeGreaterThan(0);
    expect(figures.processingRequests).toBeGreaterThan(0);
    const eur = figures.byCurrency.find((figure) => figure.currency === "EUR");
    expect(eur?.pendingAmount).toBe(figures.pendingAmount);
    // The money the pending requests that can be approved pay if they are, as each was quoted
    // (the one without a destination apart); and the money to send now: only the approved
    // (processing) requests' payouts.
    expect(eur?.pendingPayoutMinor).toBe(Number(sql!.payout));
    expect(eur).toMatchObject({ unpayableRequests: 1, unpayableAmount: 170 });
    expect(eur?.processingPayoutMinor).toBe(Number(sql!.processingPayout));
    expect(figures.byCurrency.find((figure) => figure.currency === "USD")).toEqual({
      currency: "USD",
      pendingRequests: 0,
      pendingAmount: 0,
      pendingPayoutMinor: 0,
      unpayableRequests: 0,
      unpayableAmount: 0,
      processingRequests: 0,
      processingAmount: 0,
      processingPayoutMinor: 0,
    });
  });
});

describe("payout details", () => {
  it("are shown in full to the admin, and each reading is audited", async () => {
    const org = await earningOrg("Payout Partners", 500);
    const id = await requested(org, 250);
    const answer = await revealAs(admin, id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      conversionId: id,
      orgName: "Payout Partners",
      currency: "EUR",
      amount: 250,
      feeCoins: 0,
      netCoins: 250,
      rate: "102.00",
      payoutMinor: 245,
      convertedAmount: 2.45,
      method: "iban",
      holderName: "Mara Quill",
      details: [{ label: "IBAN", value: "DE89370400440532013000" }],
      masked: "IBAN DE••••3000",
    });
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "conversion.payout_viewed", entityId: id },
    });
    expect(audit).toMatchObject({ actorId: admin.user.id, entityType: "conversion" });
    // The log keeps the masked form, never the details.
    expect(JSON.stringify(audit.data)).not.toContain("DE89370400440532013000");

    await call(reject, `/api/v1/conversions/${id}/reject`, {
      bearer: admin.token,
      params: { id },
    });
    const closed = await revealAs(admin, id);
    expect(closed.status).toBe(409);
    expect(closed.body.error?.message).toBe(PAYOUT_NOT_PAYABLE);
    const unknown = await revealAs(admin, "no-such-request");
    expect(unknown.status).toBe(404);

    // A request made before payout details existed (as the demo's) has none to show.
    const old = await requested(org, 10);
    await db().conversionRequest.update({
      where: { id: old },
      data: { payoutSealed: null, payoutMasked: null, payoutMethod: null },
    });
    const none = await revealAs(admin, old);
    expect(none.status).toBe(404);
    expect(none.body.error?.message).toBe(NO_PAYOUT_DETAILS);
    expect(
      await db().auditLog.count({ where: { action: "conversion.payout_viewed", entityId: old } }),
    ).toBe(0);
  });
});

describe("bulk approval", () => {
  it("approves the pending ones and says which were already processed or unknown", async () => {
    const org = await earningOrg("Bulk Bakery", 1000);
    const [one, two, done] = [
      await requested(org, 100),
      await requested(org, 200),
      await requested(org, 300),
    ];
    await call(reject, `/api/v1/conversions/${done}/reject`, {
      bearer: admin.token,
      params: { id: done },
    });
    const answer = await approveAll(admin, [one, done, "no-such-request", two]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Conversion Approved");
    expect(answer.body.data).toEqual({
      results: [
        { id: one, outcome: "approved" },
        { id: done, outcome: "already_processed" },
        { id: "no-such-request", outcome: "not_found" },
        { id: two, outcome: "approved" },
      ],
      approved: 2,
    });
    // 850 earned (a booking of 1,000 less the 15% commission), 300 back from the rejection,
    // 300 held for the two payouts now processing.
    expect(await earningsBalance(org.user.id)).toBe(550);
    const rows = await db().conversionRequest.findMany({ where: { id: { in: [one, two] } } });
    expect(
      rows.every((row) => row.status === "processing" && row.processedById === admin.user.id),
    ).toBe(true);

    const nothing = await approveAll(admin, [one]);
    expect(nothing.status).toBe(200);
    expect(nothing.body.message).toBeUndefined();
    expect(nothing.body.data?.approved).toBe(0);
  });

  it("two admins approving the same requests at once settle each once", async () => {
    const org = await earningOrg("Race Rentals", 1000);
    const other = await signedIn("admin");
    const ids = [await requested(org, 100), await requested(org, 150), await requested(org, 250)];

    const [first, second] = await Promise.all([
      approveAll(admin, ids),
      approveAll(other, [...ids].reverse()),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.data!.approved + second.body.data!.approved).toBe(3);
    for (const id of ids) {
      const outcomes = [first, second].map(
        (answer) => answer.body.data!.results.find((result) => result.id === id)?.outcome,
      );
      expect(outcomes.sort()).toEqual(["already_processed", "approved"]);
    }
    // Approved once each: processing, the coins held once (nothing redeemed before a payout).
    expect(await db().ledgerTransfer.count({ where: { conversionRequestId: { in: ids } } })).toBe(
      3,
    );
    expect(
      await db().conversionRequest.count({ where: { id: { in: ids }, status: "processing" } }),
    ).toBe(3);
    expect(await earningsBalance(org.user.id)).toBe(350);
    const audited = await db().auditLog.count({
      where: { action: "conversion.approved", entityId: { in: ids } },
    });
    expect(audited).toBe(3);
  });

  it("a single decision after another admin's answers 409 saying it was already processed", async () => {
    const org = await earningOrg("Late Decisions", 200);
    const id = await requested(org, 50);
    expect((await approveAll(admin, [id])).body.data?.approved).toBe(1);
    const late = await call(reject, `/api/v1/conversions/${id}/reject`, {
      bearer: admin.token,
      params: { id },
    });
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toBe(ALREADY_PROCESSED);
  });

  it("refuses an empty, oversized or repeating list", async () => {
    expectRefusedInput(await approveAll(admin, []), "Choose at least one request");
    expectRefusedInput(
      await approveAll(
        admin,
        Array.from({ length: 51 }, (_, index) => `id-${index}`),
      ),
      "At most 50 requests at once",
    );
    expectRefusedInput(await approveAll(admin, ["a", "a"]), "Each request only once");
    expect((await approveAll(admin, "all")).status).toBe(422);
  });
});

describe("the CSV export", () => {
  it("has one row a filtered request, newest first, with its quote, safe for spreadsheets", async () => {
    const org = await earningOrg('=HYPERLINK("x") Exports, Inc', 600);
    // A conversion fee of 10% + 2 coins while these are asked.
    await setConversionFee("10", 2);
    const older = await requested(org, 100, "2026-05-01");
    const newer = await requested(org, 200, "2026-05-02");
    await setConversionFee("0", 0);
    await call(reject, `/api/v1/conversions/${older}/reject`, {
      bearer: admin.token,
      params: { id: older },
      body: { reason: "IBAN closed" },
    });
    const response = await exportCsv(
      new Request(
        "http://127.0.0.1:3000/api/v1/admin/conversions/export?from=2026-05-01&to=2026-05-02",
        { headers: { authorization: `Bearer ${admin.token}`, "x-forwarded-for": "203.0.113.9" } },
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="conversions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    const name = `"'=HYPERLINK(""x"") Exports, Inc"`;
    const processed = (
      await db().conversionRequest.findUniqueOrThrow({ where: { id: older } })
    ).processedAt!.toISOString();
    // 200 coins: a fee of 20 + 2, 178 paid at 102 coins a euro (€1.74); 100: 12, 88, €0.86.
    expect(lines).toEqual([
      "ID,Organization,Amount (coins),Fee (coins),Net (coins),Currency,Rate (coins per unit),Payout (currency units),Status,Requested (UTC),Processed (UTC),Reason,Paid (UTC),Transfer reference,Failure reason",
      `${newer},${name},200,22,178,EUR,102.00,1.74,pending,2026-05-02T12:00:00.000Z,,,,,`,
      `${older},${name},100,12,88,EUR,102.00,0.86,rejected,2026-05-01T12:00:00.000Z,${processed},IBAN closed,,,`,
    ]);

    const refused = await exportCsv(
      new Request(
        "http://127.0.0.1:3000/api/v1/admin/conversions/export?from=2026-05-03&to=2026-05-01",
        {
          headers: { authorization: `Bearer ${admin.token}` },
        },
      ),
    );
    expect(refused.status).toBe(422);
  });
});

describe("who may call", () => {
  it("every route refuses users, organizations, unverified and suspended admins", async () => {
    const org = await earningOrg("Guarded Org", 100);
    const id = await requested(org, 10);
    const user = await signedIn("user");
    const unverified = await signedIn("admin", { verified: false });
    const suspended = await signedIn("admin");
    await db().user.update({ where: { id: suspended.user.id }, data: { isActive: false } });
    const routes = [
      (bearer?: string) => call(list, "/api/v1/admin/conversions", { bearer }),
      (bearer?: string) => call(summary, "/api/v1/admin/conversions/summary", { bearer }),
      (bearer?: string) => call(exportCsv, "/api/v1/admin/conversions/export", { bearer }),
      (bearer?: string) =>
        call(payout, `/api/v1/admin/conversions/${id}/payout`, { bearer, params: { id } }),
      (bearer?: string) =>
        call(approveMany, "/api/v1/admin/conversions/approve", { bearer, body: { ids: [id] } }),
    ];
    for (const route of routes) {
      expect((await route()).status).toBe(401);
      for (const caller of [user, org, unverified, suspended]) {
        expect((await route(caller.token)).status).toBe(403);
      }
      const refused = await route(suspended.token);
      expect(refused.body.error?.code).toBe("account_suspended");
    }
    // Nothing was approved or revealed by them.
    expect((await db().conversionRequest.findUniqueOrThrow({ where: { id } })).status).toBe(
      "pending",
    );
    expect(
      await db().auditLog.count({ where: { action: "conversion.payout_viewed", entityId: id } }),
    ).toBe(0);
  });
});

describe("a request without a payout destination", () => {
  it("cannot be approved, alone or in bulk: it stays pending and its coins stay held", async () => {
    const org = await earningOrg("Nowhere Ltd", 400);
    const id = await requested(org, 300);
    const earnings = await earningsBalance(org.user.id);
    // A request kept without its destination (made before destinations were required).
    await db().conversionRequest.update({
      where: { id },
      data: { payoutMethod: null, payoutSealed: null, payoutMasked: null },
    });
    const single = await call(approveOne, `/api/v1/conversions/${id}/approve`, {
      method: "POST",
      bearer: admin.token,
      params: { id },
    });
    expect(single.status).toBe(422);
    expect(single.body.error?.message).toBe(NO_PAYOUT_DESTINATION);
    const bulk = await approveAll(admin, [id]);
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual({
      results: [{ id, outcome: "no_payout_destination" }],
      approved: 0,
    });
    const row = await db().conversionRequest.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("pending");
    expect(await earningsBalance(org.user.id)).toBe(earnings);
  });
});

describe("the history's days (docs/features.md)", () => {
  it("are whole days in the viewer's time zone, the one its dates are printed in", async () => {
    const org = await earningOrg("Zonewise Atelier", 1000);
    const id = await requested(org, 100);
    // 20:00 UTC on 15 March is already 16 March in India (01:30 IST).
    await db().conversionRequest.update({
      where: { id },
      data: { requestedAt: new Date("2030-03-15T20:00:00.000Z") },
    });
    const on = (zone: string, day: string) =>
      call<AdminConversionPage>(
        list,
        `/api/v1/admin/conversions?search=zonewise&from=${day}&to=${day}`,
        { bearer: admin.token, headers: { cookie: `cm_tz=${encodeURIComponent(zone)}` } },
      );
    expect(idsOf(await on("Asia/Kolkata", "2030-03-16"))).toEqual([id]);
    expect(idsOf(await on("Asia/Kolkata", "2030-03-15"))).toEqual([]);
    expect(idsOf(await on("UTC", "2030-03-15"))).toEqual([id]);
    expect(idsOf(await on("America/Los_Angeles", "2030-03-15"))).toEqual([id]);
    expect(idsOf(await on("America/Los_Angeles", "2030-03-16"))).toEqual([]);
  });
});
