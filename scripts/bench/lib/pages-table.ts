// What bench:pages prints: each page's medians beside the floor's with a verdict per target, the
// LCP breakdown (what the largest paint waited for), the interactions, and what Lighthouse flagged.
import type { AuditFailure, LcpBreakdown } from "./lighthouse-figures";
import { PAGE_TARGETS, type FloorSummary, type PageVerdict } from "./page-verdicts";
import type { TargetResult } from "./targets";

export interface PrintedPage {
  path: string;
  role: string | null;
  problem: string | null;
  verdict: PageVerdict | null;
  lcpElement: string | null;
  flagged: AuditFailure[];
}

const show = (value: number | null, digits = 0) => (value === null ? "n/a" : value.toFixed(digits));

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join("  ");
}

/** A figure with its verdict: "77 MISSED" / "100 met"; the figure alone when not judged. */
function judged(verdict: PageVerdict, name: string, text: string): string {
  const found = verdict.targets.find((t) => t.name === name);
  return found ? `${text} ${found.met ? "met" : "MISSED"}` : text;
}

/**
 * The pages against the bare floor, with the floor under the app's stylesheet beside it (not
 * judged: it shows what the stylesheet alone costs).
 */
export function printPagesTable(
  pages: PrintedPage[],
  bareFloor: FloorSummary,
  styledFloor: FloorSummary,
): void {
  const t = PAGE_TARGETS;
  const widths = [18, 6, 13, 13, 7, 7, 17, 7, 7, 18, 16];
  const floor = bareFloor.figures;
  const styled = styledFloor.figures;
  const styledRatio =
    styled.lcpMs !== null && floor.lcpMs ? ` (${show(styled.lcpMs / floor.lcpMs, 2)}x)` : "";
  console.log(
    `\nmedians over the rounds; floor = the bare Next.js page (LCP ${show(floor.lcpMs)} ms,` +
      ` TBT ${show(floor.tbtMs)} ms, performance ${show(floor.performance)});` +
      ` the same page under the app's stylesheet: LCP ${show(styled.lcpMs)} ms${styledRatio},` +
      ` TBT ${show(styled.tbtMs)} ms, performance ${show(styled.performance)}\n`,
  );
  console.log(
    row(
      [
        "page",
        "as",
        `perf >= ${t.performance}`,
        `a11y = ${t.accessibility}`,
        "LCP ms",
        "floor",
        `LCP/floor <= ${t.lcpOverFloor}`,
        "TBT ms",
        "floor",
        `TBT-floor <= ${t.tbtAboveFloorMs}`,
        `JS <= ${t.firstLoadJsKiB} KiB`,
      ],
      widths,
    ),
  );
  for (const page of pages) {
    const v = page.verdict;
    if (!v) {
      console.log(`${row([page.path, page.role ?? "-"], widths)}  FAILED: ${page.problem}`);
      continue;
    }
    const f = v.figures;
    console.log(
      row(
        [
          page.path,
          page.role ?? "-",
          judged(v, "performance", show(f.performance)),
          judged(v, "accessibility", show(f.accessibility)),
          show(f.lcpMs),
          show(floor.lcpMs),
          judged(v, "LCP / floor LCP", show(v.lcpRatio, 2)),
          show(f.tbtMs),
          show(floor.tbtMs),
          judged(v, "TBT - floor TBT", show(v.tbtAboveFloorMs)),
          judged(v, "first-load JS", show(v.firstLoadJsKiB, 1)),
        ],
        widths,
      ) + (page.problem ? `  (${page.problem})` : ""),
    );
  }
  printBreakdown(pages, bareFloor, styledFloor);
}

function printBreakdown(
  pages: PrintedPage[],
  bareFloor: FloorSummary,
  styledFloor: FloorSummary,
): void {
  const widths = [18, 7, 7, 11, 10, 13];
  console.log("\nLCP breakdown (Lighthouse's simulated phases, ms; medians)\n");
  console.log(
    row(["page", "LCP", "TTFB", "load delay", "load time", "render delay"], widths) +
      "  LCP element",
  );
  const line = (name: string, lcp: number | null, b: LcpBreakdown | null, element = "") =>
    console.log(
      row(
        [
          name,
          show(lcp),
          show(b?.ttfbMs ?? null),
          show(b?.loadDelayMs ?? null),
          show(b?.loadTimeMs ?? null),
          show(b?.renderDelayMs ?? null),
        ],
        widths,
      ) + `  ${element.slice(0, 70)}`,
    );
  for (const [name, { figures, lcpElement }] of [
    ["(floor)", bareFloor],
    ["(floor + app CSS)", styledFloor],
  ] as const) {
    line(name, figures.lcpMs, figures.lcpBreakdown, lcpElement ?? "");
  }
  for (const page of pages) {
    if (page.verdict) {
      line(
        page.path,
        page.verdict.figures.lcpMs,
        page.verdict.figures.lcpBreakdown,
        page.lcpElement ?? "",
      );
    }
  }
}

export function printInteractions(results: TargetResult[], cpuSlowdown: number): void {
  console.log(
    `\ninteraction to next paint on /services (Pixel 5, ${cpuSlowdown}x CPU slowdown; median)`,
  );
  for (const result of results) {
    console.log(
      `  ${result.name.padEnd(40)} ${`${result.value} ms`.padStart(9)}  target <= ${result.target} ms: ${result.met ? "met" : "MISSED"}`,
    );
  }
}

/** What Lighthouse flagged on each page's last run: failed accessibility audits, costly ones. */
export function printFlagged(pages: PrintedPage[]): void {
  for (const page of pages) {
    if (page.flagged.length === 0) continue;
    console.log(`\n${page.path}: Lighthouse flagged`);
    for (const failure of page.flagged) {
      console.log(`  - ${failure.title} [${failure.id}]`);
      for (const detail of failure.details) console.log(`      ${detail}`);
    }
  }
}
