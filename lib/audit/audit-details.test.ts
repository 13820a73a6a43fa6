// As docs/features.md says: an audit entry's details never read "reason: null".
import { describe, expect, it } from "vitest";
import { auditDetailLines } from "./audit-details";

describe("audit entry details", () => {
  it("leaves absent values out instead of printing null", () => {
    expect(
      auditDetailLines({
        amount: 300,
        currency: "INR",
        reason: null,
        note: "  ",
        extra: undefined,
      }),
    ).toEqual(["amount: 300", "currency: INR"]);
  });

  it("keeps a reason that is given, and skips the fields shown elsewhere", () => {
    expect(
      auditDetailLines({ from: "active", to: "suspended", reason: "Duplicate account" }, [
        "from",
        "to",
      ]),
    ).toEqual(["reason: Duplicate account"]);
  });

  it("drops null parts inside nested values, and a value left empty", () => {
    expect(
      auditDetailLines({
        payout: { method: "upi", bank: null },
        ids: [null, "a1"],
        empty: { gone: null },
        flag: false,
      }),
    ).toEqual(['payout: {"method":"upi"}', 'ids: ["a1"]', "flag: false"]);
  });

  it("has nothing to say about data that is not a record", () => {
    expect(auditDetailLines(null)).toEqual([]);
    expect(auditDetailLines(["a"])).toEqual([]);
    expect(auditDetailLines("text")).toEqual([]);
  });
});
