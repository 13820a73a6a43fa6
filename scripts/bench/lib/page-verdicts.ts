// The targets for one page, judged on the median of its rounds against the floor's (the
// bare Next.js page measured in the same rounds): performance >= 95, accessibility 100, largest
// paint within 1.5 times the floor's, blocking time within the floor's plus 100 ms, first-load
// JavaScript within 180 KiB gzipped; and each measured interaction within 200 ms.
import type { InteractionRound } from "./interaction";
import type { LcpBreakdown, LighthouseFigures } from "./lighthouse-figures";
import { firstLoadKiB } from "./page-fetch";
import type { MeasuredPage } from "./pages-rounds";
import type { PrintedPage } from "./pages-table";
import { round, target, type TargetResult } from "./targets";

export const PAGE_TARGETS = {
  performance: 95,
  accessibility: 100,
  lcpOverFloor: 1.5,
  tbtAboveFloorMs: 100,
  firstLoadJsKiB: 180,
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
  lcpMs: number | null;
  tbtMs: number | null;
  lcpBreakdown: LcpBreakdown | null;
}

/** Each figure's median over the rounds (the breakdown's phases each on their own). */
/** A floor page's medians over its runs and its last run's LCP element, printed beside the pages. */
export interface FloorSummary {
  figures: RoundFigures;
  lcpElement: string | null;
}

export function floorSummary(runs: LighthouseFigures[]): FloorSummary {
  return { figures: medianFigures(runs), lcpElement: runs.at(-1)?.lcpElement ?? null };
}

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
  targets: TargetResult[];
}

/** The page's medians beside the floor's, with a verdict for every target it has a figure for. */
export function judgePage(
  page: RoundFigures,
  floor: RoundFigures,
  firstLoadJsKiB: number | null,
): PageVerdict {
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
  ];
  return {
    figures: page,
    lcpRatio,
    tbtAboveFloorMs,
    firstLoadJsKiB,
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

/** Every measured page's medians judged against the floor's, with what its last run flagged. */
export function judgePages(pages: MeasuredPage[], floor: RoundFigures): PrintedPage[] {
  return pages.map((page) => {
    const last = page.runs.at(-1);
    return {
      path: page.path,
      role: page.role,
      problem: page.problem,
      verdict:
        page.runs.length === 0
          ? null
          : judgePage(
              medianFigures(page.runs),
              floor,
              page.firstLoadJs && firstLoadKiB(page.firstLoadJs),
            ),
      lcpElement: last?.lcpElement ?? null,
      flagged: last ? [...last.accessibilityFailures, ...last.performanceOpportunities] : [],
    };
  });
}
