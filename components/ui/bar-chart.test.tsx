// The dashboards' own bar chart: round axis steps, one bar per series and day at its share of the
// axis, the axis's day labels and the legend.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart, niceTicks } from "./bar-chart";

describe("niceTicks", () => {
  it("counts from zero in steps of 1, 2 or 5 times a power of ten, past the largest value", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(2)).toEqual([0, 1, 2]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(16480)).toEqual([0, 5000, 10000, 15000, 20000]);
  });
});

describe("BarChart", () => {
  const rows = [
    { date: "2026-11-01", a: 4, b: 0 },
    { date: "2026-11-02", a: 1, b: 2 },
  ];
  const html = renderToStaticMarkup(
    <BarChart
      rows={rows}
      series={[
        { key: "a", label: "Alpha", color: "red" },
        { key: "b", label: "Beta", color: "blue" },
      ]}
      shortDay={(date) => `short ${date}`}
      longDay={(date) => `long ${date}`}
      formatTick={(value) => `t${value}`}
      formatValue={String}
      legend
    />,
  );

  it("draws each day's bars at their share of the axis's top", () => {
    expect(niceTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(html).toContain("height:100%;background:red");
    expect(html).toContain("height:0%;background:blue");
    expect(html).toContain("height:25%;background:red");
    expect(html).toContain("height:50%;background:blue");
  });

  it("labels the axes and names the series", () => {
    for (const text of ["t0", "t4", "short 2026-11-01", "short 2026-11-02", "Alpha", "Beta"]) {
      expect(html).toContain(text);
    }
    // The tooltip appears on hover only.
    expect(html).not.toContain("long 2026-11-01");
  });
});
