// One round of bench:pages: the floor and the floor under the app's stylesheet, then every page
// still standing, then the interactions, one Lighthouse run each. Rounds alternate so that the
// machine's changing load falls on the floor and the pages alike. A page that fails (a Lighthouse error, another status than 200,
// ending on another URL: a sign-in redirect) keeps its problem and is not measured again.
import type { Browser } from "puppeteer-core";
import { machineLoad } from "./cpu";
import type { FirstLoadJs } from "./first-load-js";
import { measureInteractions, type InteractionRound } from "./interaction";
import type { LighthouseFigures } from "./lighthouse-figures";
import { runLighthouse } from "./lighthouse-run";
import type { PlannedPage } from "./pages-plan";
import type { JarCookie } from "./sign-in";

export interface MeasuredPage extends PlannedPage {
  url: string;
  cookies: JarCookie[];
  firstLoadJs: FirstLoadJs | null;
  problem: string | null;
  runs: LighthouseFigures[];
}

/**
 * Why a run does not count: it did not end on its own URL, rendered; or, signed in, the page's
 * own API reads went without the session.
 */
export function runProblem(
  url: string,
  figures: LighthouseFigures,
  signedIn: boolean,
): string | null {
  if (figures.runtimeError) return figures.runtimeError;
  const ended = new URL(figures.finalUrl).pathname;
  const wanted = new URL(url).pathname;
  if (ended !== wanted) return `Lighthouse ended on ${ended}, not ${wanted}`;
  if (figures.status !== null && figures.status !== 200) {
    return `the page answered ${figures.status}`;
  }
  if (signedIn && figures.unauthorizedApiReads.length > 0) {
    return `API reads answered 401 (no session): ${figures.unauthorizedApiReads.join(", ")}`;
  }
  return null;
}

async function lighthouseRun(browser: Browser, label: string, url: string, cookies: JarCookie[]) {
  process.stdout.write(`  ${label} (${machineLoad()})... `);
  const figures = await runLighthouse(browser, url, cookies);
  const m = figures.metrics;
  console.log(
    `performance ${figures.performance}, accessibility ${figures.accessibility},` +
      ` LCP ${m.largestContentfulPaintMs?.toFixed(0)} ms, TBT ${m.totalBlockingTimeMs?.toFixed(0)} ms` +
      ` (Lighthouse's CPU benchmark index ${figures.benchmarkIndex?.toFixed(0) ?? "n/a"})`,
  );
  return figures;
}

/** A run of a floor page, which must render: without it there is nothing to compare with. */
async function floorRun(browser: Browser, label: string, url: string) {
  const figures = await lighthouseRun(browser, label, url, []);
  const problem = runProblem(url, figures, false);
  if (problem) throw new Error(`the floor app (${label}): ${problem}`);
  return figures;
}

export async function measureRound(
  browser: Browser,
  plan: {
    floorUrl: string;
    /** The floor's page under the app's stylesheet. */
    styledFloorUrl: string;
    pages: MeasuredPage[];
    interactions: { origin: string; cookies: JarCookie[] } | null;
  },
): Promise<{
  floor: LighthouseFigures;
  styledFloor: LighthouseFigures;
  interactions: InteractionRound | null;
}> {
  const floor = await floorRun(browser, "floor", plan.floorUrl);
  const styledFloor = await floorRun(browser, "floor + app stylesheet", plan.styledFloorUrl);
  for (const page of plan.pages) {
    if (page.problem) continue;
    const figures = await lighthouseRun(browser, page.path, page.url, page.cookies);
    page.problem = runProblem(page.url, figures, page.role !== null);
    if (page.problem) console.error(`  ${page.path}: ${page.problem}`);
    else page.runs.push(figures);
  }
  if (!plan.interactions) return { floor, styledFloor, interactions: null };
  process.stdout.write(`  interactions on /services (${machineLoad()})... `);
  try {
    const interactions = await measureInteractions(
      browser,
      plan.interactions.origin,
      plan.interactions.cookies,
    );
    console.log(
      `open dialog ${interactions.openDialog.inpMs} ms, type search ${interactions.typeSearch.inpMs} ms`,
    );
    return { floor, styledFloor, interactions };
  } catch (error) {
    console.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
    return { floor, styledFloor, interactions: null };
  }
}
