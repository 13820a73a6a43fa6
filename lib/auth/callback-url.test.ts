import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./callback-url";

describe("safeCallbackUrl", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeCallbackUrl("/payment?service=A&price=5")).toBe("/payment?service=A&price=5");
    expect(safeCallbackUrl("/")).toBe("/");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "dashboard",
      "",
      null,
      undefined,
    ]) {
      expect(safeCallbackUrl(value)).toBeNull();
    }
  });
});
