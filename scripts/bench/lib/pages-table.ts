// What bench:pages prints, per throttling method: each page's weight (document and render-blocking
// CSS as served, inline styles, first-load JavaScript) and medians (first paint, LCP, TBT,
// performance, accessibility) beside the floor's with a verdict per target, the LCP breakdown
// (what the largest paint waited for); then the interactions and what Lighthouse flagged.
import type { AuditFailure, LcpBreakdown } from "./lighthouse-figures";
import type { PageWeight } from "./page-weight";
import {
  PAGE_TARGETS,
  type FloorSummary,
  type PageVerdict,
  type PageWeighing,
} from "./page-verdicts";
import type { ThrottlingMethod } from "./pages-plan";
import type { TargetResult } from "./targets";

export interface PrintedPage {
  path: string;
  role: string | null;
  problem: string | null;
  weight: PageWeight | null;
  verdict: PageVerdict | null;
  lcpElement: string | null;
  flagged: AuditFailure[];
}

/** A floor page as printed: its medians under one method, and its weight. */
export interface PrintedFloor {
  summary: FloorSummary;
  weighing: PageWeighing;
  weight: PageWeight | null;
}

const show = (value: number | null, digits = 0) => (value === null ? "n/a" : value.toFixed(digits));

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join("  ");
}

/** A figure with its verdict: "77 MISSED" / "100 met"; the figure alone when not judged. */
function judged(verdict: PageVerdict | null, name: string, text: string): string {
  const found = verdict?.targets.find((t) => t.name === name);
  return found ? `${text} ${found.met ? "met" : "MISSED"}` : text;
}

const METHODS: Record<ThrottlingMethod, string> = {
  simulate:
    "simulated throttling: loaded at full speed, the load on a 1.6 Mbps, 150 ms RTT, 4x slower phone computed from the trace",
  devtools:
    "devtools throttling: really loaded by Chrome at the preset's devtools settings (562.5 ms a request, 1.47 Mbps) with the CPU slowed 4x",
};

const WIDTHS = [18, 5, 12, 6, 11, 5, 5, 13, 5, 5, 16, 5, 16, 10, 10];

/** One line: the weight's columns, then the Lighthouse figures', judged when `verdict` is given. */
function figuresRow(
  name: string,
  role: string,
  line: {
    weight: PageWeight | null;
    weighing: PageWeighing;
    figures: FloorSummary["figures"];
    verdict: PageVerdict | null;
  },
): string {
  const { weight, weighing, figures: f, verdict: v } = line;
  return row(
    [
      name,
      role,
      judged(v, "document (served)", show(weighing.documentServedKB, 1)),
      weight ? (weight.document.bytes / 1000).toFixed(1) : "n/a",
      judged(v, "render-blocking CSS (served)", show(weighing.blockingCssServedKB, 1)),
      weight ? (weight.inlineStyleBytes / 1000).toFixed(1) : "n/a",
      weight ? (weight.unstyledDocumentGzipBytes / 1000).toFixed(1) : "n/a",
      judged(v, "first-load JS", show(weighing.firstLoadJsKiB, 1)),
      show(f.fcpMs),
      show(f.lcpMs),
      judged(v, "LCP / floor LCP", v ? show(v.lcpRatio, 2) : ""),
      show(f.tbtMs),
      judged(v, "TBT - floor TBT", v ? show(v.tbtAboveFloorMs) : ""),
      judged(v, "performance", show(f.performance)),
      judged(v, "accessibility", show(f.accessibility)),
    ],
    WIDTHS,
  );
}

/**
 * One method's table: the bare floor and the floor under the app's stylesheet (not judged: the
 * latter shows what the stylesheet alone costs), then every page against the bare floor.
 */
export function printPagesTable(
  throttling: ThrottlingMethod,
  pages: PrintedPage[],
  floors: { bare: PrintedFloor; styled: PrintedFloor },
): void {
  const t = PAGE_TARGETS;
  const floor = floors.bare.summary.figures;
  const styled = floors.styled.summary.figures;
  const styledRatio =
    styled.lcpMs !== null && floor.lcpMs ? ` (${show(styled.lcpMs / floor.lcpMs, 2)}x)` : "";
  console.log(
    [
      `\n${throttling}: ${METHODS[throttling]}; medians over the rounds.`,
      `floor = the bare Next.js page (LCP ${show(floor.lcpMs)} ms, TBT ${show(floor.tbtMs)} ms);` +
        ` under the app's stylesheet it paints its LCP at ${show(styled.lcpMs)} ms${styledRatio}.`,
      `Sizes in kB of 1,000 bytes (JS in KiB): the document and render-blocking CSS as served` +
        ` (gzip asked for), the document decoded ("raw"), inline <style> ("style"), the document` +
        ` gzipped without its inline <style> ("bare").\n`,
    ].join("\n"),
  );
  console.log(
    row(
      [
        "page",
        "as",
        `doc <= ${t.documentServedKB}`,
        "raw",
        `CSS <= ${t.blockingCssServedKB}`,
        "style",
        "bare",
        `JS <= ${t.firstLoadJsKiB}`,
        "FCP",
        "LCP",
        `LCP/floor <= ${t.lcpOverFloor}`,
        "TBT",
        `TBT-floor <= ${t.tbtAboveFloorMs}`,
        `perf >= ${t.performance}`,
        `a11y = ${t.accessibility}`,
      ],
      WIDTHS,
    ),
  );
  for (const [name, printed] of [
    ["(floor)", floors.bare],
    ["(floor + app CSS)", floors.styled],
  ] as const) {
    console.log(
      figuresRow(name, "-", {
        weight: printed.weight,
        weighing: printed.weighing,
        figures: printed.summary.figures,
        verdict: null,
      }),
    );
  }
  for (const page of pages) {
    const v = page.verdict;
    if (!v) {
      console.log(`${row([page.path, page.role ?? "-"], WIDTHS)}  FAILED: ${page.problem}`);
      continue;
    }
    console.log(
      figuresRow(page.path, page.role ?? "-", {
        weight: page.weight,
        weighing: {
          firstLoadJsKiB: v.firstLoadJsKiB,
          documentServedKB: v.documentServedKB,
          blockingCssServedKB: v.blockingCssServedKB,
        },
        figures: v.figures,
        verdict: v,
      }) + (page.problem ? `  (${page.problem})` : ""),
    );
  }
  printBreakdown(throttling, pages, floors);
}

function printBreakdown(
  throttling: ThrottlingMethod,
  pages: PrintedPage[],
  floors: { bare: PrintedFloor; styled: PrintedFloor },
): void {
  const widths = [18, 7, 7, 11, 10, 13];
  const phases = throttling === "simulate" ? "simulated phases" : "phases as loaded";
  console.log(`\nLCP breakdown, ${throttling} (Lighthouse's ${phases}, ms; medians)\n`);
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
    ["(floor)", floors.bare.summary],
    ["(floor + app CSS)", floors.styled.summary],
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
  if (results.length === 0) console.log("  not measured: see the rounds above");
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
