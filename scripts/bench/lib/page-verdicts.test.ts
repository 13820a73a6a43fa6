import { describe, expect, it } from "vitest";
import { figuresFixture } from "./lighthouse-figures.fixture";
import { judgeInteraction, judgePage, median, medianFigures } from "./page-verdicts";

function run(performance: number, lcpMs: number, tbtMs: number, ttfbMs = 100) {
  return figuresFixture({
    performance,
    metrics: {
      firstContentfulPaintMs: null,
      largestContentfulPaintMs: lcpMs,
      totalBlockingTimeMs: tbtMs,
      cumulativeLayoutShift: 0,
      speedIndexMs: null,
    },
    lcpBreakdown: { ttfbMs, loadDelayMs: 0, loadTimeMs: 0, renderDelayMs: lcpMs - ttfbMs },
  });
}

describe("median", () => {
  it("takes the middle value, and the mean of the two middles for an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe("medianFigures", () => {
  it("takes each figure's median on its own, the LCP phases too", () => {
    const figures = medianFigures([
      run(90, 3000, 100, 50),
      run(70, 1000, 500, 300),
      run(80, 2000, 300, 200),
    ]);
    expect(figures).toMatchObject({ performance: 80, lcpMs: 2000, tbtMs: 300 });
    expect(figures.lcpBreakdown).toEqual({
      ttfbMs: 200,
      loadDelayMs: 0,
      loadTimeMs: 0,
      renderDelayMs: 1800,
    });
  });
});

describe("judgePage", () => {
  const floor = medianFigures([run(96, 1000, 200)]);

  it("meets every target at the floor's LCP times 1.5 and its TBT plus 100 ms", () => {
    const verdict = judgePage(medianFigures([run(95, 1500, 300)]), floor, {
      firstLoadJsKiB: 180,
      documentServedKB: 10,
      blockingCssServedKB: 8,
    });
    expect(verdict.lcpRatio).toBe(1.5);
    expect(verdict.tbtAboveFloorMs).toBe(100);
    expect(verdict.targets.map((t) => [t.name, t.met])).toEqual([
      ["performance", true],
      ["accessibility", true],
      ["LCP / floor LCP", true],
      ["TBT - floor TBT", true],
      ["first-load JS", true],
      ["document (served)", true],
      ["render-blocking CSS (served)", true],
    ]);
  });

  it("misses each target just past it", () => {
    const verdict = judgePage(medianFigures([run(94, 1510, 301)]), floor, {
      firstLoadJsKiB: 180.1,
      documentServedKB: 10.1,
      blockingCssServedKB: 8.1,
    });
    expect(verdict.targets.filter((t) => t.met).map((t) => t.name)).toEqual(["accessibility"]);
  });

  it("judges no ratio when the floor has no LCP", () => {
    const verdict = judgePage(medianFigures([run(95, 1500, 300)]), medianFigures([]), {
      firstLoadJsKiB: null,
      documentServedKB: null,
      blockingCssServedKB: null,
    });
    expect(verdict.lcpRatio).toBeNull();
    expect(verdict.targets.map((t) => t.name)).toEqual(["performance", "accessibility"]);
  });
});

describe("judgeInteraction", () => {
  it("judges the median of the rounds against 200 ms", () => {
    expect(judgeInteraction("search", [400, 120, 180])).toMatchObject({ value: 180, met: true });
    expect(judgeInteraction("dialog", [210, 250])).toMatchObject({ value: 230, met: false });
    expect(judgeInteraction("dialog", [])).toBeNull();
  });
});
