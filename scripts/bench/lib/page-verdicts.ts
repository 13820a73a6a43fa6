// The targets for one page, judged on the median of its rounds under one throttling method against
// the floor's (the bare Next.js page measured in the same rounds, the same way): performance >= 95,
// accessibility 100, largest paint within 1.5 times the floor's, blocking time within the floor's
// plus 100 ms; its weight: first-load JavaScript within 180 KiB gzipped, the document within 10 KB
// and its render-blocking CSS within 8 KB as served (page-budgets.ts); and each measured
// interaction within 200 ms.
import type { InteractionRound } from "./interaction";
import type { LcpBreakdown, LighthouseFigures } from "./lighthouse-figures";
import { PAGE_WEIGHT_BUDGETS } from "./page-budgets";
import { firstLoadKiB } from "./page-fetch";
import type { ThrottlingMethod } from "./pages-plan";
import type { MeasuredPage } from "./pages-rounds";
import type { PrintedPage } from "./pages-table";
import { round, target, type TargetResult } from "./targets";

export const PAGE_TARGETS = {
  performance: 95,
  accessibility: 100,
  lcpOverFloor: 1.5,
  tbtAboveFloorMs: 100,
  firstLoadJsKiB: 180,
  documentServedKB: PAGE_WEIGHT_BUDGETS.documentServedBytes / 1000,
  blockingCssServedKB: PAGE_WEIGHT_BUDGETS.blockingCssServedBytes / 1000,
  interactionMs: 200,
};

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of one figure over the runs that have it. */
function medianOf(runs: LighthouseFigures[], pick: (run: LighthouseFigures) => number | null) {
  return median(runs.map(pick).filter((value): value is number => value !== null));
}

export interface RoundFigures {
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  lcpBreakdown: LcpBreakdown | null;
}

/** A floor page's medians over its runs and its last run's LCP element, printed beside the pages. */
export interface FloorSummary {
  figures: RoundFigures;
  lcpElement: string | null;
}

export function floorSummary(runs: LighthouseFigures[]): FloorSummary {
  return { figures: medianFigures(runs), lcpElement: runs.at(-1)?.lcpElement ?? null };
}

/** Each figure's median over the rounds (the breakdown's phases each on their own). */
export function medianFigures(runs: LighthouseFigures[]): RoundFigures {
  const phase = (key: keyof LcpBreakdown) =>
    medianOf(runs, (run) => run.lcpBreakdown?.[key] ?? null);
  const ttfbMs = phase("ttfbMs");
  const loadDelayMs = phase("loadDelayMs");
  const loadTimeMs = phase("loadTimeMs");
  const renderDelayMs = phase("renderDelayMs");
  return {
    performance: medianOf(runs, (run) => run.performance),
    accessibility: medianOf(runs, (run) => run.accessibility),
    fcpMs: medianOf(runs, (run) => run.metrics.firstContentfulPaintMs),
    lcpMs: medianOf(runs, (run) => run.metrics.largestContentfulPaintMs),
    tbtMs: medianOf(runs, (run) => run.metrics.totalBlockingTimeMs),
    lcpBreakdown:
      ttfbMs === null || loadDelayMs === null || loadTimeMs === null || renderDelayMs === null
        ? null
        : { ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs },
  };
}

export interface PageVerdict {
  figures: RoundFigures;
  /** The page's LCP over the floor's, and its blocking time minus the floor's. */
  lcpRatio: number | null;
  tbtAboveFloorMs: number | null;
  firstLoadJsKiB: number | null;
  /** The document and its render-blocking stylesheets as served, in kB (1,000 bytes). */
  documentServedKB: number | null;
  blockingCssServedKB: number | null;
  targets: TargetResult[];
}

/** What a page weighs, measured once before the rounds (null: not measured). */
export interface PageWeighing {
  firstLoadJsKiB: number | null;
  documentServedKB: number | null;
  blockingCssServedKB: number | null;
}

/** The page's medians beside the floor's, with a verdict for every target it has a figure for. */
export function judgePage(
  page: RoundFigures,
  floor: RoundFigures,
  weighing: PageWeighing,
): PageVerdict {
  const { firstLoadJsKiB, documentServedKB, blockingCssServedKB } = weighing;
  const lcpRatio =
    page.lcpMs !== null && floor.lcpMs !== null && floor.lcpMs > 0
      ? round(page.lcpMs / floor.lcpMs)
      : null;
  const tbtAboveFloorMs =
    page.tbtMs !== null && floor.tbtMs !== null ? Math.round(page.tbtMs - floor.tbtMs) : null;
  const t = PAGE_TARGETS;
  const candidates: [string, number | null, ">=" | "<=", number, string][] = [
    ["performance", page.performance, ">=", t.performance, ""],
    ["accessibility", page.accessibility, ">=", t.accessibility, ""],
    ["LCP / floor LCP", lcpRatio, "<=", t.lcpOverFloor, "x"],
    ["TBT - floor TBT", tbtAboveFloorMs, "<=", t.tbtAboveFloorMs, " ms"],
    ["first-load JS", firstLoadJsKiB, "<=", t.firstLoadJsKiB, " KiB"],
    ["document (served)", documentServedKB, "<=", t.documentServedKB, " kB"],
    ["render-blocking CSS (served)", blockingCssServedKB, "<=", t.blockingCssServedKB, " kB"],
  ];
  return {
    figures: page,
    lcpRatio,
    tbtAboveFloorMs,
    firstLoadJsKiB,
    documentServedKB,
    blockingCssServedKB,
    targets: candidates.flatMap(([name, value, op, goal, unit]) =>
      value === null ? [] : [target(name, value, op, goal, unit)],
    ),
  };
}

/** An interaction's median INP over the rounds against 200 ms. */
export function judgeInteraction(name: string, inpMs: number[]): TargetResult | null {
  const value = median(inpMs);
  return value === null ? null : target(name, value, "<=", PAGE_TARGETS.interactionMs, " ms");
}

/** Both /services actions (interaction.ts) over the rounds that measured them. */
export function judgeInteractions(rounds: InteractionRound[]): TargetResult[] {
  return [
    judgeInteraction(
      "open a service's dialog (tap a card)",
      rounds.map((round) => round.openDialog.inpMs),
    ),
    judgeInteraction(
      "type a search (4 keys)",
      rounds.map((round) => round.typeSearch.inpMs),
    ),
  ].filter((result) => result !== null);
}

/** A page's weight as judged: first-load JavaScript in KiB, the rest in kB as served. */
export function weighingOf(page: Pick<MeasuredPage, "firstLoadJs" | "weight">): PageWeighing {
  // Not rounded: 10,040 bytes is over a 10 kB budget here as in e2e/page-weight.spec.ts.
  const kB = (bytes: number) => bytes / 1000;
  return {
    firstLoadJsKiB: page.firstLoadJs && firstLoadKiB(page.firstLoadJs),
    documentServedKB: page.weight && kB(page.weight.document.servedBytes),
    blockingCssServedKB: page.weight && kB(page.weight.blockingCssServedBytes),
  };
}

/**
 * Every measured page's medians under one throttling method judged against that method's floor,
 * with what its last run flagged.
 */
export function judgePages(
  pages: MeasuredPage[],
  floor: RoundFigures,
  throttling: ThrottlingMethod,
): PrintedPage[] {
  return pages.map((page) => {
    const runs = page.runs[throttling];
    const last = runs.at(-1);
    return {
      path: page.path,
      role: page.role,
      problem: page.problem,
      weight: page.weight,
      verdict: runs.length === 0 ? null : judgePage(medianFigures(runs), floor, weighingOf(page)),
      lcpElement: last?.lcpElement ?? null,
      flagged: last ? [...last.accessibilityFailures, ...last.performanceOpportunities] : [],
    };
  });
}
