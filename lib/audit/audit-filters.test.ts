import { describe, expect, it } from "vitest";
import { auditApiPath, auditExportPath, auditFiltersFrom, describeChange } from "./audit-filters";

describe("audit log filters", () => {
  it("keeps only the filters that are set, in the URL and the API path", () => {
    const filters = auditFiltersFrom(
      new URLSearchParams("actor=a@b.test&action=ledger.&from=&x=1"),
    );
    expect(filters).toEqual({
      actor: "a@b.test",
      action: "ledger.",
      entityType: "",
      entityId: "",
      from: "",
      to: "",
    });
    expect(auditApiPath(filters)).toBe("/api/v1/admin/audit-logs?actor=a%40b.test&action=ledger.");
    expect(auditExportPath(auditFiltersFrom(new URLSearchParams()))).toBe(
      "/api/v1/admin/audit-logs/export",
    );
  });

  it("reads a change as before → after, field by field", () => {
    expect(
      describeChange({ status: "active", note: "x" }, { status: "suspended", note: "x" }),
    ).toEqual(["status: active → suspended"]);
    expect(describeChange(null, { amount: 250, kind: "topup" })).toEqual([
      "amount: 250",
      "kind: topup",
    ]);
    expect(describeChange({ from: "user" }, null)).toEqual(["from: user → —"]);
    expect(describeChange(null, { amount: 5, bookingId: null })).toEqual(["amount: 5"]);
  });
});
