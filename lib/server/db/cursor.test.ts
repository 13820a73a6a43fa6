// The one cursor decoder: what a list encodes it reads back; anything else, including another
// list's cursor, is the same 400. And the keyset condition each key order makes.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { INVALID_CURSOR } from "@/lib/validations/cursor";
import { NewestFirst, seekAfter, seqCursor } from "./cursor";

const REFUSED = { code: "bad_request", status: 400, message: INVALID_CURSOR };

describe("a list's cursors", () => {
  const bookings = new NewestFirst("bookings", "createdAt");
  const key = { at: new Date("2026-11-21T06:22:00.123Z"), id: "ck123" };

  it("read back what they wrote, opaque and URL-safe", () => {
    const cursor = bookings.cursor.encode(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain("ck123");
    expect(bookings.cursor.decode(cursor)).toEqual(key);
    expect(bookings.cursor.decode(undefined)).toBeNull();
    expect(bookings.cursor.decode("")).toBeNull();
  });

  it("are refused by another list, and refuse anything not made by this one", () => {
    const payments = new NewestFirst("payments", "createdAt");
    const audit = seqCursor("audit-log");
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const bad of [
      payments.cursor.encode(key),
      audit.encode(42n),
      "ck123",
      "not a cursor",
      json(["bookings", "yesterday", "ck123"]),
      json(["bookings", key.at.toISOString(), ""]),
      json(["bookings", key.at.toISOString(), "ck123", "extra"]),
      json({ list: "bookings" }),
      "A".repeat(1_001),
    ]) {
      expect(() => bookings.cursor.decode(bad), bad).toThrow(expect.objectContaining(REFUSED));
    }
    expect(audit.decode(audit.encode(9_007_199_254_740_993n))).toBe(9_007_199_254_740_993n);
  });

  it("page from rows read one beyond the page, the next cursor the last row's key", () => {
    const rows = [3, 2, 1].map((n) => ({ id: `r${n}`, createdAt: new Date(n * 1_000) }));
    const page = bookings.page(rows, 2, (row) => row.id);
    expect(page.items).toEqual(["r3", "r2"]);
    expect(bookings.cursor.decode(page.nextCursor ?? undefined)).toEqual({
      at: new Date(2_000),
      id: "r2",
    });
    expect(bookings.page(rows, 3, (row) => row.id).nextCursor).toBeNull();
  });

  it("seek the rows after the key: a bound on the first key, then each key's tie", () => {
    const sql = seekAfter([
      { expr: Prisma.raw(`s."price"`), desc: false, value: Prisma.sql`${10}` },
      { expr: Prisma.raw(`s."id"`), desc: true, value: Prisma.sql`${"x"}` },
    ]);
    expect(sql.sql.replace(/\s+/g, " ")).toBe(
      `s."price" >= ? AND (s."price" > ? OR (s."price" = ? AND s."id" < ?))`,
    );
    expect(sql.values).toEqual([10, 10, 10, "x"]);
  });
});
