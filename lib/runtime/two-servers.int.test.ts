// Two production servers (the same build, one PostgreSQL database, distinct ports) behind a
// round-robin proxy, both running their expiry sweeps and audit sealers, under a storm of
// bookings (some replayed with their Idempotency-Key), cancellations and top-ups whose Razorpay
// webhook comes twice (to both servers at once) and once more under another event id: the money
// is exact, each booking, credit and notice exists once, and the audit chain is intact.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealAuditLog } from "@/lib/server/audit/seal-audit-log";
import { verifyAuditLog } from "@/lib/server/audit/verify-audit-log";
import { db } from "@/lib/server/db/client";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { startApp, type RunningApp } from "@/scripts/bench/lib/app";
import { httpCall } from "@/scripts/bench/lib/http";
import { fundThroughTopUps } from "@/scripts/bench/lib/funding";
import { createBenchUsers, type BenchUser } from "@/scripts/bench/lib/users";
import { createService } from "@/test/integration/marketplace";
import { startRoundRobinProxy, type RoundRobinProxy } from "@/test/integration/round-robin-proxy";
import { walletBalance } from "@/test/integration/marketplace";

const USERS = 48;
const PRICE = 100;
const FUND = 300;
/** Top-ups: the first TOP_UPS users each have an open order for this many rupees (= coins). */
const TOP_UPS = 12;
const TOP_UP_INR = 250;
const WEBHOOK_SECRET = randomBytes(32).toString("hex");

let apps: RunningApp[] = [];
let proxy: RoundRobinProxy | undefined;
let users: BenchUser[];
let serviceId: string;

beforeAll(async () => {
  serviceId = (await createService({ price: PRICE })).id;
  users = await createBenchUsers(db(), "storm", USERS);
  await fundThroughTopUps(
    db(),
    users.map((user) => user.id),
    FUND,
  );
  await db().paymentOrder.createMany({
    data: users.slice(0, TOP_UPS).map((user, n) => ({
      userId: user.id,
      provider: "simulated" as const,
      providerOrderId: `order_storm_${n}`,
      amountMinor: TOP_UP_INR * 100,
      currency: "INR" as const,
      coins: TOP_UP_INR,
    })),
  });
  // The simulated provider checks webhooks with this secret (the servers read it at start).
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
  // One at a time: the first may build; both then serve that build.
  apps.push(await startApp(process.env.DATABASE_URL ?? null));
  apps.push(await startApp(process.env.DATABASE_URL ?? null));
  proxy = await startRoundRobinProxy(apps.map((app) => app.port));
}, 300_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(apps.map((app) => app.stop()));
  apps = [];
});

describe("two app servers on one database", () => {
  it("keep money, bookings, notices and the audit chain exact under a storm", async () => {
    const origin = `http://127.0.0.1:${proxy!.port}`;
    const book = (user: BenchUser, key: string) =>
      httpCall(
        origin,
        "POST",
        `/api/v1/services/${serviceId}/book`,
        {
          authorization: `Bearer ${user.token}`,
          "idempotency-key": key,
          "content-type": "application/json",
        },
        JSON.stringify({ expectedPrice: PRICE }),
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
    // Every user books; every third sends the same request again at once (a retried request);
    // every second cancels what it booked.
    const outcomes = await Promise.all(
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
          const cancel = await httpCall(origin, "POST", `/api/v1/users/bookings/${ids[0]}/cancel`, {
            authorization: `Bearer ${user.token}`,
            "idempotency-key": randomUUID(),
          });
          expect(cancel.status, cancel.body).toBe(200);
        }
        return { user, cancelled: index % 2 === 1 };
      }),
    );
    await Promise.all(deliveries);
    const seconds = (performance.now() - started) / 1000;
    const requests =
      users.length + Math.ceil(users.length / 3) + Math.floor(users.length / 2) + 3 * TOP_UPS;
    console.log(
      `storm: ${requests} requests through the proxy (${proxy!.counts.join(" + ")} per server) ` +
        `in ${seconds.toFixed(1)} s`,
    );
    // Both servers served the storm.
    expect(proxy!.counts.every((count) => count > 0)).toBe(true);

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
