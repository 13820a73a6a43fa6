// bench:pages' JSON report (bench-results/pages.json, lib/report.ts): the run's settings, each
// page's weight, and per throttling method the floors and each page's medians, verdicts and runs;
// then the interactions, as they were judged.
import type { InteractionRound } from "./interaction";
import { lighthouseVersion } from "./lighthouse-chromium";
import type { LighthouseFigures } from "./lighthouse-figures";
import { firstLoadKiB } from "./page-fetch";
import { PAGE_TARGETS, type RoundFigures } from "./page-verdicts";
import type { PageWeight } from "./page-weight";
import type { ThrottlingMethod } from "./pages-plan";
import type { PrintedPage } from "./pages-table";
import type { MeasuredPage } from "./pages-rounds";
import { writeBenchReport } from "./report";
import type { TargetResult } from "./targets";

/** One method's floors and judged pages. */
interface MethodResult {
  throttling: ThrottlingMethod;
  floor: { figures: RoundFigures; runs: LighthouseFigures[] };
  /** The floor's page under the app's stylesheet: not a target, what the stylesheet costs. */
  styledFloor: { figures: RoundFigures; runs: LighthouseFigures[] };
  judged: PrintedPage[];
}

export function writePagesReport(run: {
  runs: number;
  floorWeight: { firstLoadJsKiB: number; weight: PageWeight | null };
  methods: MethodResult[];
  pages: MeasuredPage[];
  interactions: { rounds: InteractionRound[]; targets: TargetResult[]; cpuSlowdown: number };
}): void {
  const brief = (figures: LighthouseFigures) => ({
    performance: figures.performance,
    accessibility: figures.accessibility,
    metrics: figures.metrics,
    lcpBreakdown: figures.lcpBreakdown,
    benchmarkIndex: figures.benchmarkIndex,
  });
  writeBenchReport("pages", {
    targets: PAGE_TARGETS,
    lighthouse: {
      version: lighthouseVersion(),
      preset: "mobile",
      throttling: run.methods.map((method) => method.throttling),
      rounds: run.runs,
    },
    floorWeight: run.floorWeight,
    pages: run.pages.map((page) => ({
      path: page.path,
      signedInAs: page.role,
      problem: page.problem,
      weight: page.weight,
      firstLoadJsGzipKiB: page.firstLoadJs ? firstLoadKiB(page.firstLoadJs) : null,
      scripts: page.firstLoadJs?.scripts ?? [],
    })),
    byThrottling: run.methods.map((method) => ({
      throttling: method.throttling,
      floor: { ...method.floor, runs: method.floor.runs.map(brief) },
      floorWithAppStylesheet: { ...method.styledFloor, runs: method.styledFloor.runs.map(brief) },
      pages: run.pages.map((page, index) => {
        const judged = method.judged[index];
        const runs = page.runs[method.throttling];
        const last = runs.at(-1);
        return {
          path: page.path,
          medians: judged?.verdict?.figures ?? null,
          lcpRatio: judged?.verdict?.lcpRatio ?? null,
          tbtAboveFloorMs: judged?.verdict?.tbtAboveFloorMs ?? null,
          targets: judged?.verdict?.targets ?? [],
          runs: runs.map(brief),
          lcpElement: last?.lcpElement ?? null,
          accessibilityFailures: last?.accessibilityFailures ?? [],
          performanceOpportunities: last?.performanceOpportunities ?? [],
        };
      }),
    })),
    interactions: run.interactions,
  });
}
