import { describe, expect, it } from "vitest";
import { PAGES, selectPages, selectThrottling } from "./pages-plan";

describe("selectPages", () => {
  it("measures all fifteen pages when BENCH_PAGES is unset", () => {
    expect(selectPages(undefined)).toHaveLength(15);
    expect(PAGES.find((page) => page.path === "/org/convert")?.role).toBe("org");
    expect(PAGES.find((page) => page.path === "/signup")?.role).toBeNull();
  });

  it("keeps the plan's order and roles for the pages named", () => {
    expect(selectPages(" /admin/users,/ ")).toEqual([
      { path: "/", role: null },
      { path: "/admin/users", role: "admin" },
    ]);
  });

  it("refuses a page the plan lacks rather than measuring nothing", () => {
    expect(() => selectPages("/nowhere")).toThrow(/\/nowhere/);
  });
});

describe("selectThrottling", () => {
  it("runs both methods, simulated first, unless one is named", () => {
    expect(selectThrottling(undefined)).toEqual(["simulate", "devtools"]);
    expect(selectThrottling("both")).toEqual(["simulate", "devtools"]);
    expect(selectThrottling(" devtools ")).toEqual(["devtools"]);
    expect(selectThrottling("simulate")).toEqual(["simulate"]);
  });

  it("refuses another word rather than measuring with a method nobody asked for", () => {
    expect(() => selectThrottling("provided")).toThrow(/simulate, devtools or both/);
  });
});
