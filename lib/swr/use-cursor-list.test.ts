import { describe, expect, it } from "vitest";
import { cachedFilterKeys, moreLoadedText, pagePath, uniqueRows } from "./use-cursor-list";

describe("pagePath", () => {
  it("adds the cursor to the first page's path", () => {
    expect(pagePath("/api/v1/users/bookings?limit=20&status=active", "ck123")).toBe(
      "/api/v1/users/bookings?limit=20&status=active&cursor=ck123",
    );
    expect(pagePath("/api/v1/things", "a b")).toBe("/api/v1/things?cursor=a%20b");
  });

  it("encodes the wallet's time-and-id cursors", () => {
    expect(pagePath("/api/v1/users/wallet?limit=20", "2026-11-21T06:22:00.000Z_tx1")).toBe(
      "/api/v1/users/wallet?limit=20&cursor=2026-11-21T06%3A22%3A00.000Z_tx1",
    );
  });

  it("starts every later page of a list with the same prefix", () => {
    const first = "/api/v1/services?sort=relevance&limit=50";
    expect(pagePath(first, "NTA").startsWith(pagePath(first, ""))).toBe(true);
  });
});

describe("uniqueRows", () => {
  it("keeps each row once, where it first appeared", () => {
    const a = { id: "a", n: 1 };
    const b = { id: "b", n: 2 };
    const later = { id: "a", n: 3 };
    expect(uniqueRows([[a, b], [later, { id: "c", n: 4 }], []])).toEqual([a, b, { id: "c", n: 4 }]);
  });
});

describe("moreLoadedText", () => {
  it("says how many rows arrived and whether that was the last page", () => {
    expect(moreLoadedText(20, true)).toBe("20 more loaded");
    expect(moreLoadedText(1, false)).toBe("1 more loaded, that's all");
  });
});

describe("cachedFilterKeys", () => {
  const active = "/api/v1/users/bookings?limit=20&status=active";
  const cancelled = "/api/v1/users/bookings?limit=20&status=cancelled";
  const keys = [
    `$inf$${active}`,
    active,
    pagePath(active, "c1"),
    `$inf$${cancelled}`,
    cancelled,
    pagePath(cancelled, "c9"),
    "$inf$/api/v1/users/wallet?limit=20",
    "/api/v1/users/bookings-summary",
  ];

  it("names the list's own entries: the list, its first page and its later pages", () => {
    expect(cachedFilterKeys(keys, active).own).toEqual([
      `$inf$${active}`,
      active,
      pagePath(active, "c1"),
    ]);
  });

  it("names the same list under other filters, and nothing of other lists", () => {
    expect(cachedFilterKeys(keys, active).others).toEqual([
      `$inf$${cancelled}`,
      cancelled,
      pagePath(cancelled, "c9"),
    ]);
  });
});
