import { describe, expect, it } from "vitest";
import { averageRating } from "./categories";
import { formatFigure } from "./figures";

describe("formatFigure", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [17, "10+"],
    [523, "500+"],
    [1000, "1000+"],
    [1247, "1000+"],
    [9999, "9000+"],
    [50_340, "50k+"],
    [125_000, "125k+"],
  ])("shows %d as %s, never more than is true", (value, shown) => {
    expect(formatFigure(value)).toBe(shown);
  });
});

describe("averageRating", () => {
  it("is null without reviews: the service is new, not rated 4.5", () => {
    expect(averageRating(0, 0)).toBeNull();
  });

  it("rounds to one decimal", () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
  });
});
