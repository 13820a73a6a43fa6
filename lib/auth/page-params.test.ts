import { describe, expect, it } from "vitest";
import { firstParam } from "./page-params";

describe("firstParam", () => {
  it("is the first value, or null when absent or empty", () => {
    expect(firstParam(["a", "b"])).toBe("a");
    expect(firstParam("x")).toBe("x");
    expect(firstParam("")).toBeNull();
    expect(firstParam(undefined)).toBeNull();
  });

  it("is null for a value carrying a NUL, which must never reach the database", () => {
    expect(firstParam("abc\u0000")).toBeNull();
    expect(firstParam(["\u0000", "fine"])).toBeNull();
  });
});
