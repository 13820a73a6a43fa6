// Two production servers (the same build, one PostgreSQL database, distinct ports) behind a
// round-robin proxy, both running their expiry sweeps and audit sealers, under a storm of
// bookings (some replayed with their Idempotency-Key) and cancellations: the money is exact,
// each booking and each notice exists once, and the audit chain is intact.
import { randomUUID } from "node:crypto";
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
    const started = performance.now();
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
    const seconds = (performance.now() - started) / 1000;
    const requests = users.length + Math.ceil(users.length / 3) + Math.floor(users.length / 2);
    console.log(
      `storm: ${requests} requests through the proxy (${proxy!.counts.join(" + ")} per server) ` +
        `in ${seconds.toFixed(1)} s`,
    );
    // Both servers served the storm.
    expect(proxy!.counts.every((count) => count > 0)).toBe(true);

    // One booking per user, cancelled exactly where a cancel was acknowledged.
    const bookings = await db().booking.findMany({ where: { serviceId } });
    expect(bookings).toHaveLength(USERS);
    for (const { user, cancelled } of outcomes) {
      const booking = bookings.find((row) => row.userId === user.id);
      expect(booking?.status).toBe(cancelled ? "cancelled" : "active");
      // Money exact: a cancellation gives every coin back.
      expect(await walletBalance(user.id)).toBe(cancelled ? FUND : FUND - PRICE);
    }
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
