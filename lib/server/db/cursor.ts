// Keyset paging, for every list: a page's `nextCursor` holds its last row's sort values and id,
// and the next page is the rows after those values in the list's order. Unlike an offset, rows
// added or removed meanwhile never make a row repeat or go missing, and the id breaks ties so the
// order is total. A cursor is opaque to callers: base64url of a JSON array, the list's name (and
// order) first, then the values. One decoder reads every list's cursors, so a cursor that is not
// one this list gave in this order is always the same 400 (INVALID_CURSOR).
import "server-only";
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import type { Page } from "@/lib/payments/wallet-entry";
import { INVALID_CURSOR } from "@/lib/validations/cursor";

/** Far above any cursor a list makes (a few sort values and an id). */
const MAX_CURSOR_LENGTH = 1_000;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

type Part = string | number;

export interface Cursor<K> {
  encode(key: K): string;
  /** The key the cursor holds; null without one (the first page). */
  decode(cursor: string | undefined): K | null;
}

function invalidCursor(): AppError {
  return AppError.badRequest(INVALID_CURSOR);
}

function partsOf(cursor: string): unknown[] {
  if (cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed)) throw invalidCursor();
  return parsed;
}

/**
 * The cursors of one list in one order: `list` names them (another list's cursor is refused),
 * `parts` reads the values back into the key, `toParts` writes them.
 */
export function defineCursor<K>(
  list: string,
  parts: z.ZodType<K>,
  toParts: (key: K) => Part[],
): Cursor<K> {
  return {
    encode: (key) => Buffer.from(JSON.stringify([list, ...toParts(key)])).toString("base64url"),
    decode(cursor) {
      if (!cursor) return null;
      const [name, ...values] = partsOf(cursor);
      const key = parts.safeParse(values);
      if (name !== list || !key.success) throw invalidCursor();
      return key.data;
    },
  };
}

export const rowId = z.string().min(1).max(64);
/** An instant as a cursor holds it: ISO 8601, the milliseconds the columns keep. */
export const instant = z.iso.datetime().transform((at) => new Date(at));

/** One sort key of a raw SQL list: its expression, direction, and the cursor row's value. */
export interface SeekKey {
  expr: Prisma.Sql;
  desc: boolean;
  value: Prisma.Sql;
}

/**
 * The rows strictly after the cursor's in the order of `keys` (the last key unique: the id). The
 * first key is also bounded on its own, so that an index on it serves the range.
 */
export function seekAfter(keys: readonly SeekKey[]): Prisma.Sql {
  const [first, ...rest] = keys;
  if (!first) throw new Error("a keyset needs a key");
  const strictly = (key: SeekKey) =>
    Prisma.sql`${key.expr} ${Prisma.raw(key.desc ? "<" : ">")} ${key.value}`;
  const after = (key: SeekKey, [next, ...more]: readonly SeekKey[]): Prisma.Sql =>
    next
      ? Prisma.sql`(${strictly(key)} OR (${key.expr} = ${key.value} AND ${after(next, more)}))`
      : strictly(key);
  return Prisma.sql`${first.expr} ${Prisma.raw(first.desc ? "<=" : ">=")} ${first.value}
    AND ${after(first, rest)}`;
}

/** One page from rows read one beyond it: the extra row says whether there is a next page. */
export function keysetPage<R, T>(
  rows: R[],
  {
    limit,
    toItem,
    cursorOf,
  }: { limit: number; toItem: (row: R) => T; cursorOf: (last: R) => string },
): Page<T> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null,
  };
}

/** A newest-first list's key: the row's time, its id breaking ties of one instant. */
export interface NewestKey {
  at: Date;
  id: string;
}

/** The cursors of a newest-first list. */
export function newestCursor(list: string): Cursor<NewestKey> {
  return defineCursor(
    list,
    z.tuple([instant, rowId]).transform(([at, id]) => ({ at, id })),
    (key) => [key.at.toISOString(), key.id],
  );
}

type TimeField = "createdAt" | "requestedAt";

/**
 * A list ordered by a time column then id, both descending, read through Prisma: the where clause
 * of the rows after a cursor, the order, and the page with its next cursor.
 */
export class NewestFirst<F extends TimeField> {
  readonly cursor: Cursor<NewestKey>;
  readonly orderBy: [{ [P in F]: "desc" }, { id: "desc" }];

  constructor(
    list: string,
    readonly field: F,
  ) {
    this.cursor = newestCursor(list);
    this.orderBy = [{ [field]: "desc" } as { [P in F]: "desc" }, { id: "desc" }];
  }

  /**
   * The rows after the cursor's (AND it with the list's filters); none for the first page. The
   * redundant bound on the time lets its index serve the range; the OR breaks ties by id.
   */
  after(cursor: string | undefined) {
    const key = this.cursor.decode(cursor);
    if (!key) return [];
    const upTo = { [this.field]: { lte: key.at } } as { [P in F]: { lte: Date } };
    const before = { [this.field]: { lt: key.at } } as { [P in F]: { lt: Date } };
    return [{ ...upTo, OR: [before, { id: { lt: key.id } }] }];
  }

  page<R extends { id: string } & { [P in F]: Date }, T>(
    rows: R[],
    limit: number,
    toItem: (row: R) => T,
  ): Page<T> {
    return keysetPage(rows, {
      limit,
      toItem,
      cursorOf: (last) => this.cursor.encode({ at: last[this.field], id: last.id }),
    });
  }
}

/** The audit log's lists: by the entries' place in the chain (seq, unique), newest first. */
export function seqCursor(list: string): Cursor<bigint> {
  return defineCursor(
    list,
    z.tuple([z.string().regex(/^\d{1,19}$/)]).transform(([seq]) => BigInt(seq)),
    (seq) => [seq.toString()],
  );
}
