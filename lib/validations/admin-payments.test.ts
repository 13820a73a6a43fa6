// The payments list's filters as the address and the API read them.
import { describe, expect, it } from "vitest";
import { adminPaymentFilters, adminPaymentsQuery } from "./admin-payments";

describe("admin payment filters", () => {
  it("default to every status, no search, 20 a page", () => {
    expect(adminPaymentsQuery.parse({})).toEqual({ status: "all", limit: 20 });
    expect(adminPaymentFilters.parse({ q: "   " })).toEqual({ status: "all", q: undefined });
  });

  it("trim the search and keep a status", () => {
    expect(adminPaymentFilters.parse({ status: "refunded", q: "  a@b.test " })).toEqual({
      status: "refunded",
      q: "a@b.test",
    });
  });

  it("refuse an unknown status and a page over 100", () => {
    expect(adminPaymentsQuery.safeParse({ status: "settled" }).success).toBe(false);
    expect(adminPaymentsQuery.safeParse({ limit: "101" }).success).toBe(false);
    expect(adminPaymentsQuery.safeParse({ limit: "100" }).success).toBe(true);
  });
});
