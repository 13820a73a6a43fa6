// The admin payments list's address: what the screen keys its list by and the server renders.
import { describe, expect, it } from "vitest";
import { adminPaymentsPath } from "./payments-path";

describe("adminPaymentsPath", () => {
  it("write the path with only the filters that narrow", () => {
    expect(adminPaymentsPath({ status: "all" })).toBe("/api/v1/admin/payments");
    expect(adminPaymentsPath({ status: "paid", q: "pay_1 +x" })).toBe(
      "/api/v1/admin/payments?status=paid&q=pay_1+%2Bx",
    );
  });
});
