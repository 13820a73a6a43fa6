// One round of bench:pages: for each throttling method in turn, the floor and the floor under the
// app's stylesheet, then every page still standing, one Lighthouse run each; then the
// interactions. Rounds alternate so that the machine's changing load falls on the floor and the
// pages alike, and each method's pages are judged against its own floor of the same rounds. A page that fails (a Lighthouse error, another status than 200,
// ending on another URL: a sign-in redirect) keeps its problem and is not measured again.
import type { Browser } from "puppeteer-core";
import { machineLoad } from "./cpu";
import type { FirstLoadJs } from "./first-load-js";
import { measureInteractions, type InteractionRound } from "./interaction";
import type { LighthouseFigures } from "./lighthouse-figures";
import { runLighthouse } from "./lighthouse-run";
import type { PageWeight } from "./page-weight";
import type { PlannedPage, ThrottlingMethod } from "./pages-plan";
import type { JarCookie } from "./sign-in";

/** A list of runs per throttling method. */
type RunsByMethod = Record<ThrottlingMethod, LighthouseFigures[]>;

export const noRuns = (): RunsByMethod => ({ simulate: [], devtools: [] });

export interface MeasuredPage extends PlannedPage {
  url: string;
  cookies: JarCookie[];
  firstLoadJs: FirstLoadJs | null;
  /** The document and its render-blocking stylesheets as served, before the rounds. */
  weight: PageWeight | null;
  problem: string | null;
  runs: RunsByMethod;
}

/** One round's runs of the two floor pages under one throttling method. */
export interface FloorRound {
  floor: LighthouseFigures;
  styledFloor: LighthouseFigures;
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

async function lighthouseRun(
  browser: Browser,
  label: string,
  run: { url: string; cookies: JarCookie[]; throttling: ThrottlingMethod },
) {
  process.stdout.write(`  [${run.throttling}] ${label} (${machineLoad()})... `);
  const figures = await runLighthouse(browser, run);
  const m = figures.metrics;
  console.log(
    `performance ${figures.performance}, accessibility ${figures.accessibility},` +
      ` FCP ${m.firstContentfulPaintMs?.toFixed(0)} ms,` +
      ` LCP ${m.largestContentfulPaintMs?.toFixed(0)} ms, TBT ${m.totalBlockingTimeMs?.toFixed(0)} ms` +
      ` (Lighthouse's CPU benchmark index ${figures.benchmarkIndex?.toFixed(0) ?? "n/a"})`,
  );
  return figures;
}

/** A run of a floor page, which must render: without it there is nothing to compare with. */
async function floorRun(
  browser: Browser,
  label: string,
  run: { url: string; throttling: ThrottlingMethod },
) {
  const { url } = run;
  const figures = await lighthouseRun(browser, label, { ...run, cookies: [] });
  const problem = runProblem(url, figures, false);
  if (problem) throw new Error(`the floor app (${label}): ${problem}`);
  return figures;
}

export async function measureRound(
  browser: Browser,
  plan: {
    methods: ThrottlingMethod[];
    floorUrl: string;
    /** The floor's page under the app's stylesheet. */
    styledFloorUrl: string;
    pages: MeasuredPage[];
    interactions: { origin: string; cookies: JarCookie[] } | null;
  },
): Promise<{
  floors: Partial<Record<ThrottlingMethod, FloorRound>>;
  interactions: InteractionRound | null;
}> {
  const floors: Partial<Record<ThrottlingMethod, FloorRound>> = {};
  for (const throttling of plan.methods) {
    floors[throttling] = {
      floor: await floorRun(browser, "floor", { url: plan.floorUrl, throttling }),
      styledFloor: await floorRun(browser, "floor + app stylesheet", {
        url: plan.styledFloorUrl,
        throttling,
      }),
    };
    for (const page of plan.pages) {
      if (page.problem) continue;
      const figures = await lighthouseRun(browser, page.path, { ...page, throttling });
      page.problem = runProblem(page.url, figures, page.role !== null);
      if (page.problem) console.error(`  ${page.path}: ${page.problem}`);
      else page.runs[throttling].push(figures);
    }
  }
  if (!plan.interactions) return { floors, interactions: null };
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
    return { floors, interactions };
  } catch (error) {
    console.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
    return { floors, interactions: null };
  }
}
