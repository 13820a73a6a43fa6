import { afterEach, describe, expect, it, vi } from "vitest";
import { figuresFixture } from "./lighthouse-figures.fixture";
import { floorSummary, judgePage, medianFigures, weighingOf } from "./page-verdicts";
import type { PageWeight } from "./page-weight";
import { printPagesTable, type PrintedFloor, type PrintedPage } from "./pages-table";
import { pageWeightOf } from "./page-weight.fixture";

function run(performance: number, fcpMs: number, lcpMs: number, tbtMs: number) {
  return figuresFixture({
    performance,
    metrics: {
      firstContentfulPaintMs: fcpMs,
      largestContentfulPaintMs: lcpMs,
      totalBlockingTimeMs: tbtMs,
      cumulativeLayoutShift: 0,
      speedIndexMs: null,
    },
  });
}

const weight = (documentServedBytes: number, blockingCssServedBytes: number) =>
  pageWeightOf(documentServedBytes, blockingCssServedBytes, {
    inlineStyleBytes: 1_500,
    unstyledDocumentGzipBytes: documentServedBytes - 600,
  });

const JS = (kib: number) => ({ scripts: [], totalGzipBytes: kib * 1024 });

function floor(lcpMs: number): PrintedFloor {
  const fetched = { firstLoadJs: JS(150), weight: weight(1_600, 0) };
  return {
    summary: floorSummary([run(98, lcpMs, lcpMs, 100)]),
    weighing: weighingOf(fetched),
    weight: fetched.weight,
  };
}

function page(path: string, measured: { weight: PageWeight; lcpMs: number }): PrintedPage {
  const fetched = { firstLoadJs: JS(170), weight: measured.weight };
  return {
    path,
    role: "user",
    problem: null,
    weight: measured.weight,
    verdict: judgePage(
      medianFigures([run(96, 900, measured.lcpMs, 150)]),
      floor(1_000).summary.figures,
      weighingOf(fetched),
    ),
    lcpElement: null,
    flagged: [],
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("printPagesTable", () => {
  it("prints the method, both floors, and each page's weight and paints with their verdicts", () => {
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => printed.push(line));
    printPagesTable(
      "devtools",
      [
        page("/", { weight: weight(9_999, 8_000), lcpMs: 1_500 }),
        page("/services", { weight: weight(17_250, 15_960), lcpMs: 2_000 }),
        { ...page("/wallet", { weight: weight(1, 1), lcpMs: 1 }), verdict: null, problem: "403" },
      ],
      { bare: floor(1_000), styled: floor(2_900) },
    );
    const lines = printed.join("\n").split("\n");
    expect(lines.some((line) => line.startsWith("devtools: devtools throttling"))).toBe(true);
    expect(lines.find((line) => line.startsWith("(floor) "))).toMatch(
      /^\(floor\)\s+-\s+1\.6\s+11\.2\s+0\.0\s+1\.5\s+1\.0\s+150\.0\s+1000\s+1000\s+100\s+98\s+100$/,
    );
    expect(lines.find((line) => line.startsWith("(floor + app CSS)"))).toMatch(/\s2900\s/);
    expect(lines.find((line) => line.startsWith("/ "))).toMatch(
      /10\.0 met\s+70\.0\s+8\.0 met\s+1\.5\s+9\.4\s+170\.0 met\s+900\s+1500\s+1\.50 met\s+150\s+50 met\s+96 met\s+100 met$/,
    );
    expect(lines.find((line) => line.startsWith("/services"))).toMatch(
      /17\.3 MISSED\s+120\.8\s+16\.0 MISSED\s+.*2\.00 MISSED/,
    );
    expect(lines.find((line) => line.startsWith("/wallet"))).toMatch(/FAILED: 403$/);
  });
});
