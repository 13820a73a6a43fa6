import { describe, expect, it } from "vitest";
import { moreLoadedText, pagePath, uniqueRows } from "./use-cursor-list";

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
