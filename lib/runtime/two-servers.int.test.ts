// Two production servers (the same build and settings but for each its own MAIL_FROM, one
// PostgreSQL database, distinct ports) behind a round-robin proxy, both running their expiry
// sweeps (every second here), audit sealers and mail runners (to a local SMTP server), under a
// storm of bookings (some replayed with their Idempotency-Key), cancellations, top-ups whose
// Razorpay webhook comes twice (to both servers at once) and once more under another event id,
// deliveries whose acceptance windows end (both servers' sweeps race to complete them), and organizations'
// conversions that an admin approves or rejects, each decision sent twice at once. The money is
// exact, each booking, credit, decision and settlement happens once, every mail is sent exactly
// once, and the audit chain is intact.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealAuditLog } from "@/lib/server/audit/seal-audit-log";
import { verifyAuditLog } from "@/lib/server/audit/verify-audit-log";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { PLATFORM_ACCOUNT } from "@/lib/server/ledger/types";
import { startApp, type RunningApp } from "@/scripts/bench/lib/app";
import { httpCall } from "@/scripts/bench/lib/http";
import { fundThroughTopUps } from "@/scripts/bench/lib/funding";
import { createBenchUsers, type BenchUser } from "@/scripts/bench/lib/users";
import {
  convertingOrgs,
  convertThrough,
  deciderAdmin,
  expectConversionsExact,
  type ConvertingOrg,
} from "@/test/integration/conversion-storm";
import { expectSettledOnce, settledBySweeps, windowsEndNow } from "@/test/integration/expiry-storm";
import { createService, walletBalance } from "@/test/integration/marketplace";
import { sample } from "@/test/integration/metrics-text";
import {
  expectEachMailOnce,
  outboxDrained,
  serverMailFrom,
} from "@/test/integration/outbox-delivery";
import { startRoundRobinProxy, type RoundRobinProxy } from "@/test/integration/round-robin-proxy";
import { startLocalSmtp, type LocalSmtp } from "@/test/support/smtp-server";

const USERS = 48;
const PRICE = 100;
const FUND = 300;
/** Top-ups: the first TOP_UPS users each have an open order for this many rupees (= coins). */
const TOP_UPS = 12;
const TOP_UP_INR = 250;
const WEBHOOK_SECRET = randomBytes(32).toString("hex");
/** Bookings of a timed service, each made to run out as soon as it is booked. */
const EXPIRING = 16;
const TIMED_PRICE = 90;
/** Organizations that each earn EARNED coins and ask for two conversions. */
const CONVERTING = 6;
const EARNED = 500;

let apps: RunningApp[] = [];
let proxy: RoundRobinProxy | undefined;
let smtp: LocalSmtp | undefined;
let users: BenchUser[];
let serviceId: string;
let expiring: BenchUser[];
let timed: { id: string; organizationUserId: string };
let orgs: ConvertingOrg[];
let admin: BenchUser;

beforeAll(async () => {
  serviceId = (await createService({ price: PRICE })).id;
  users = await createBenchUsers(db(), "storm", USERS);
  expiring = await createBenchUsers(db(), "storm_timed", EXPIRING);
  await fundThroughTopUps(
    db(),
    [...users, ...expiring].map((user) => user.id),
    FUND,
  );
  const service = await createService({ price: TIMED_PRICE, duration: "1 week" });
  const { userId } = await db().organizationProfile.findUniqueOrThrow({
    where: { id: service.organizationId },
  });
  timed = { id: service.id, organizationUserId: userId };
  orgs = await convertingOrgs("storm_org", CONVERTING, EARNED);
  admin = await deciderAdmin("storm_admin");
  await db().paymentOrder.createMany({
    data: users.slice(0, TOP_UPS).map((user, n) => ({
      userId: user.id,
      provider: "simulated" as const,
      providerOrderId: `order_storm_${n}`,
      amountMinor: TOP_UP_INR * 100,
      currency: "INR" as const,
      coins: TOP_UP_INR,
      expiresAt: new Date(),
    })),
  });
  // The simulated provider checks webhooks with this secret (the servers read it at start).
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
  smtp = await startLocalSmtp();
  // The same settings on both, as a deployment gives them (docs/operations.md, Deployment), but
  // each its own sender, so a received mail tells which server sent it.
  const settings = {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    SMTP_URL: smtp.url,
    EXPIRY_SWEEP_SECONDS: "1",
  };
  // One at a time: the first may build; both then serve that build.
  for (const n of [1, 2]) {
    const env = { ...settings, MAIL_FROM: serverMailFrom(n) };
    apps.push(await startApp(process.env.DATABASE_URL ?? null, { env }));
  }
  proxy = await startRoundRobinProxy(apps.map((app) => app.port));
}, 300_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(apps.map((app) => app.stop()));
  apps = [];
  await smtp?.close();
});

/** The balances of the platform's accounts, by account id. */
async function platformBalances(): Promise<Record<string, number>> {
  const rows = await db().ledgerAccount.findMany({
    where: { id: { in: Object.values(PLATFORM_ACCOUNT) } },
  });
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.balance)]));
}

/** How many bookings each server completed, from its own metrics (loopback may read them). */
async function completedPerServer(): Promise<number[]> {
  return Promise.all(
    apps.map(async (app) => {
      const answer = await httpCall(app.origin, "GET", "/api/v1/metrics");
      expect(answer.status).toBe(200);
      return sample(answer.body, "coinmarket_bookings_completed_total");
    }),
  );
}

describe("two app servers on one database", () => {
  it("keep money, bookings, decisions, settlements, mail and the audit chain exact under a storm", async () => {
    const origin = `http://127.0.0.1:${proxy!.port}`;
    const book = (user: BenchUser, key: string, service = serviceId, price = PRICE) =>
      httpCall(
        origin,
        "POST",
        `/api/v1/services/${service}/book`,
        {
          authorization: `Bearer ${user.token}`,
          "idempotency-key": key,
          "content-type": "application/json",
        },
        JSON.stringify({ expectedPrice: price }),
      );
    const webhook = (n: number, eventId: string) => {
      const body = JSON.stringify({
        event: "payment.captured",
        payload: {
          payment: {
            entity: {
              id: `pay_storm_${n}`,
              order_id: `order_storm_${n}`,
              amount: TOP_UP_INR * 100,
              currency: "INR",
            },
          },
        },
      });
      return httpCall(
        origin,
        "POST",
        "/api/v1/payments/webhook",
        {
          "content-type": "application/json",
          "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex"),
          "x-razorpay-event-id": eventId,
        },
        body,
      );
    };
    const platformBefore = await platformBalances();
    const started = performance.now();
    // Each capture delivered twice at once (round-robin: one to each server), then again as a
    // new event for the same payment.
    const deliveries = Array.from({ length: TOP_UPS }, async (_, n) => {
      const answers = await Promise.all([
        webhook(n, `evt_storm_${n}`),
        webhook(n, `evt_storm_${n}`),
      ]);
      answers.push(await webhook(n, `evt_storm_${n}_again`));
      for (const answer of answers) expect(answer.status, answer.body).toBe(200);
    });
    // The timed bookings are all delivered with their acceptance windows ended at once, as soon as
    // the last is made: every server's sweep then finds the whole batch due, and the sweeps race
    // through it.
    const runningOut = Promise.all(
      expiring.map(async (user) => {
        const answer = await book(user, randomUUID(), timed.id, TIMED_PRICE);
        expect(answer.status, answer.body).toBe(201);
        return (JSON.parse(answer.body) as { data: { id: string } }).data.id;
      }),
    ).then(windowsEndNow);
    const conversions = orgs.map((org) => convertThrough(origin, org, admin));
    // Every user books; every third sends the same request again at once (a retried request);
    // every second cancels what it booked.
    const [outcomes, decided] = await Promise.all([
      Promise.all(
        users.map(async (user, index) => {
          const key = randomUUID();
          const answers = await Promise.all(
            index % 3 === 0 ? [book(user, key), book(user, key)] : [book(user, key)],
          );
          const ids = answers.map((answer) => {
            expect(answer.status, answer.body).toBe(201);
            return (JSON.parse(answer.body) as { data: { id: string } }).data.id;
          });
          // A replay answers the same booking.
          expect(new Set(ids).size).toBe(1);
          if (index % 2 === 1) {
            const cancel = await httpCall(
              origin,
              "POST",
              `/api/v1/users/bookings/${ids[0]}/cancel`,
              {
                authorization: `Bearer ${user.token}`,
                "idempotency-key": randomUUID(),
              },
            );
            expect(cancel.status, cancel.body).toBe(200);
          }
          return { user, cancelled: index % 2 === 1 };
        }),
      ),
      Promise.all(conversions),
      Promise.all([...deliveries, runningOut]),
    ]);
    const seconds = (performance.now() - started) / 1000;
    // Both servers served the storm.
    expect(proxy!.counts.every((count) => count > 0)).toBe(true);
    // The sweeps settle what ran out, and the mail runners drain the outbox; then the servers
    // stop, so that no mail sent twice can arrive after the count.
    await settledBySweeps(timed.id);
    await outboxDrained();
    const completed = await completedPerServer();
    await Promise.all(apps.map((app) => app.stop()));
    const mailed = await expectEachMailOnce(smtp!.received, apps.length);
    const requests = proxy!.counts.reduce((sum, count) => sum + count, 0);
    console.log(
      `storm: ${requests} requests through the proxy (${proxy!.counts.join(" + ")} per server) ` +
        `in ${seconds.toFixed(1)} s; ${EXPIRING} run-out bookings settled by the sweeps ` +
        `(${completed.join(" + ")}); ${smtp!.received.length} mails over SMTP (${mailed.join(" + ")})`,
    );

    // One booking per user, cancelled exactly where a cancel was acknowledged.
    const bookings = await db().booking.findMany({ where: { serviceId } });
    expect(bookings).toHaveLength(USERS);
    for (const [index, { user, cancelled }] of outcomes.entries()) {
      const booking = bookings.find((row) => row.userId === user.id);
      expect(booking?.status).toBe(cancelled ? "cancelled" : "active");
      // Money exact: a cancellation gives every coin back; a top-up credits once.
      const toppedUp = index < TOP_UPS ? TOP_UP_INR : 0;
      expect(await walletBalance(user.id)).toBe((cancelled ? FUND : FUND - PRICE) + toppedUp);
    }
    const credits = await db().ledgerTransfer.groupBy({
      by: ["paymentOrderId"],
      where: { kind: "topup", paymentOrder: { providerOrderId: { startsWith: "order_storm_" } } },
      _count: true,
    });
    expect(credits).toHaveLength(TOP_UPS);
    expect(credits.every((row) => row._count === 1)).toBe(true);

    // Each run-out booking settled once, by whichever server's sweep took it first.
    const commission = await expectSettledOnce(timed.id, timed.organizationUserId, EXPIRING);
    expect(completed.reduce((sum, count) => sum + count, 0)).toBe(EXPIRING);
    // Each conversion decided once; the platform's accounts moved by exactly what was settled.
    const owed = await expectConversionsExact(orgs, decided, EARNED);
    const platformAfter = await platformBalances();
    const moved = (id: string) => (platformAfter[id] ?? 0) - (platformBefore[id] ?? 0);
    expect(moved(PLATFORM_ACCOUNT.redemption)).toBe(owed.redeemed);
    expect(moved(PLATFORM_ACCOUNT.revenue)).toBe(owed.fees + commission);
    expect(moved(PLATFORM_ACCOUNT.issuance)).toBe(-TOP_UPS * TOP_UP_INR);
    expect(moved(PLATFORM_ACCOUNT.promotions)).toBe(0);
    const ledger = await db().$transaction((tx) => checkLedgerInvariants(tx));
    expect(ledger.problems).toEqual([]);

    // One confirmation per booking, whichever server took it and however often it was sent.
    const confirmations = await db().mailOutbox.groupBy({
      by: ["to"],
      where: { kind: "booking_confirmed", to: { in: users.map((user) => user.email) } },
      _count: true,
    });
    expect(confirmations).toHaveLength(USERS);
    expect(confirmations.every((row) => row._count === 1)).toBe(true);

    // Both servers' sealers and this one took turns on one chain: it verifies from genesis.
    await sealAuditLog();
    const chain = await verifyAuditLog();
    expect(chain.firstBroken).toBeNull();
    expect(chain.ok).toBe(true);
  }, 180_000);
});
