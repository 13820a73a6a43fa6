import { describe, expect, it } from "vitest";
import { detailItems, lcpBreakdown } from "./lighthouse-figures";

// The shape of Lighthouse 12's largest-contentful-paint-element details: the element's table,
// then the phases' table, in a list.
const LCP_ELEMENT_DETAILS = {
  type: "list",
  items: [
    { type: "table", items: [{ node: { snippet: "<h1>" } }] },
    {
      type: "table",
      items: [
        { phase: "TTFB", timing: 611.4, percent: "25%" },
        { phase: "Load Delay", timing: 0, percent: "0%" },
        { phase: "Load Time", timing: 0, percent: "0%" },
        { phase: "Render Delay", timing: 1830.6, percent: "75%" },
      ],
    },
  ],
};

describe("lcpBreakdown", () => {
  it("reads the four phases from the LCP element audit", () => {
    expect(lcpBreakdown(LCP_ELEMENT_DETAILS)).toEqual({
      ttfbMs: 611,
      loadDelayMs: 0,
      loadTimeMs: 0,
      renderDelayMs: 1831,
    });
  });

  it("is null when a phase is missing (no LCP element, another Lighthouse)", () => {
    const [element] = LCP_ELEMENT_DETAILS.items;
    expect(lcpBreakdown({ type: "list", items: [element] })).toBeNull();
    expect(lcpBreakdown(undefined)).toBeNull();
  });
});

describe("detailItems", () => {
  it("flattens a list's tables and ignores items that are not a list", () => {
    expect(detailItems(LCP_ELEMENT_DETAILS)).toHaveLength(5);
    expect(detailItems({ type: "debugdata", items: { a: 1 } })).toEqual([]);
  });
});
