// The conversions screen's list and export addresses: the filters that narrow, nothing else.
import { describe, expect, it } from "vitest";
import { exportPath, historyPath } from "./use-admin-conversions";

describe("admin conversion paths", () => {
  it("carry only the filters that narrow, encoded", () => {
    const filters = {
      status: "rejected",
      from: "2026-11-01",
      to: undefined,
      search: "a&b",
    } as const;
    expect(historyPath(filters)).toBe(
      "/api/v1/admin/conversions?status=rejected&from=2026-11-01&search=a%26b",
    );
    expect(exportPath(filters)).toBe(
      "/api/v1/admin/conversions/export?status=rejected&from=2026-11-01&search=a%26b",
    );
  });

  it("are the bare list and export for every conversion", () => {
    const everything = {
      status: "all",
      from: undefined,
      to: undefined,
      search: undefined,
    } as const;
    expect(historyPath(everything)).toBe("/api/v1/admin/conversions");
    expect(exportPath(everything)).toBe("/api/v1/admin/conversions/export");
  });
});
