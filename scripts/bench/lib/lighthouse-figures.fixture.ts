// A Lighthouse run's figures for the tests beside it: a rendered page, nothing flagged, with what
// a test sets on top.
import type { LighthouseFigures } from "./lighthouse-figures";

export function figuresFixture(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    finalUrl: "http://127.0.0.1/",
    status: 200,
    performance: 90,
    accessibility: 100,
    metrics: {
      firstContentfulPaintMs: null,
      largestContentfulPaintMs: null,
      totalBlockingTimeMs: null,
      cumulativeLayoutShift: null,
      speedIndexMs: null,
    },
    lcpBreakdown: null,
    lcpElement: null,
    accessibilityFailures: [],
    performanceOpportunities: [],
    runtimeError: null,
    unauthorizedApiReads: [],
    benchmarkIndex: null,
    ...overrides,
  };
}
