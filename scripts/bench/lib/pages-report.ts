// bench:pages' JSON report (bench-results/pages.json, lib/report.ts): the run's settings, the
// floor, each page's medians, verdicts and runs, and the interactions, as they were judged.
import type { InteractionRound } from "./interaction";
import { lighthouseVersion } from "./lighthouse-chromium";
import type { LighthouseFigures } from "./lighthouse-figures";
import { firstLoadKiB } from "./page-fetch";
import { PAGE_TARGETS, type RoundFigures } from "./page-verdicts";
import type { PrintedPage } from "./pages-table";
import type { MeasuredPage } from "./pages-rounds";
import { writeBenchReport } from "./report";
import type { TargetResult } from "./targets";

export function writePagesReport(run: {
  runs: number;
  floor: { figures: RoundFigures; runs: LighthouseFigures[]; firstLoadJsKiB: number };
  /** The floor's page under the app's stylesheet: not a target, what the stylesheet costs. */
  styledFloor: { figures: RoundFigures; runs: LighthouseFigures[] };
  pages: MeasuredPage[];
  judged: PrintedPage[];
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
      throttling: "simulated",
      rounds: run.runs,
    },
    floor: { ...run.floor, runs: run.floor.runs.map(brief) },
    floorWithAppStylesheet: { ...run.styledFloor, runs: run.styledFloor.runs.map(brief) },
    pages: run.pages.map((page, index) => {
      const judged = run.judged[index];
      const last = page.runs.at(-1);
      return {
        path: page.path,
        signedInAs: page.role,
        problem: page.problem,
        medians: judged?.verdict?.figures ?? null,
        lcpRatio: judged?.verdict?.lcpRatio ?? null,
        tbtAboveFloorMs: judged?.verdict?.tbtAboveFloorMs ?? null,
        targets: judged?.verdict?.targets ?? [],
        runs: page.runs.map(brief),
        firstLoadJsGzipKiB: page.firstLoadJs ? firstLoadKiB(page.firstLoadJs) : null,
        scripts: page.firstLoadJs?.scripts ?? [],
        lcpElement: last?.lcpElement ?? null,
        accessibilityFailures: last?.accessibilityFailures ?? [],
        performanceOpportunities: last?.performanceOpportunities ?? [],
      };
    }),
    interactions: run.interactions,
  });
}
