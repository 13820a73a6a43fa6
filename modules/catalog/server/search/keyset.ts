// The catalogue's orders and their keyset cursors. Each order is a list of sort keys ending in
// the id, declared once here: the ORDER BY of every catalogue statement and the condition of the
// rows after a cursor are both made from it, so the two never disagree. A cursor holds the last
// row's values of every key any order uses (and is refused in another order), so one shape
// serves all: price, rating (its sum and count, from which the database computes the same
// float8 as it sorts by), popularity, creation time, the search rank and the id.
import "server-only";
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import {
  defineCursor,
  instant,
  rowId,
  seekAfter,
  type Cursor,
  type SeekKey,
} from "@/lib/server/db/cursor";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";
import { POPULARITY } from "./ranking";

/** The sort of the query, told apart when it ranks a search (relevance of browsing is popularity). */
export type CatalogOrder = CatalogQuery["sort"] | "search";

export function catalogOrder(sort: CatalogQuery["sort"], searched: boolean): CatalogOrder {
  return sort === "relevance" && searched ? "search" : sort;
}

/** A row's values of the sort keys: what a cursor holds. */
export interface CatalogKey {
  id: string;
  price: number;
  ratingSum: number;
  reviewCount: number;
  bookingCount: number;
  createdAt: Date;
  /** The search's rank (0 best); 0 outside a ranked search. */
  rank: number;
}

type KeyName = "id" | "price" | "rating" | "reviewCount" | "bookingCount" | "createdAt" | "rank";

/**
 * The rating a row sorts by, as the rating indexes compute it (migration
 * catalog_unrated_last): a service without reviews sorts as 0, after every rated one (1 to 5).
 */
const rating = (sum: Prisma.Sql, count: Prisma.Sql) =>
  Prisma.sql`CASE WHEN ${count} = 0 THEN 0 ELSE ${sum}::float8 / ${count} END`;

/**
 * Each order's keys, [name, descending]. Price descending breaks ties by id descending so that
 * one index, walked backwards, serves both price orders. Every order has an index of its keys on
 * "Service" (browsing, migration catalog_search_engine) and on "CatalogEntry" (a search or a
 * filter, catalog_field_words): search/order-indexes.int.test.ts fails for one without.
 */
const ORDER_KEYS: Record<CatalogOrder, (readonly [KeyName, boolean])[]> = {
  price_asc: [
    ["price", false],
    ["id", false],
  ],
  price_desc: [
    ["price", true],
    ["id", true],
  ],
  rating: [
    ["rating", true],
    ["reviewCount", true],
    ["id", false],
  ],
  newest: [
    ["createdAt", true],
    ["id", false],
  ],
  // Most booked, searching or not.
  popular: [...POPULARITY],
  // Browsing's relevance is popularity; a search's is its rank (0 best), then popularity.
  relevance: [...POPULARITY],
  search: [["rank", false], ...POPULARITY],
};

function column(alias: string, name: KeyName): Prisma.Sql {
  if (name === "rating") {
    return rating(Prisma.raw(`${alias}."ratingSum"`), Prisma.raw(`${alias}."reviewCount"`));
  }
  return Prisma.raw(`${alias}."${name}"`);
}

/** The cursor's value of a key, typed as the column is. */
function valueOf(key: CatalogKey, name: KeyName): Prisma.Sql {
  switch (name) {
    case "rating":
      return rating(Prisma.sql`${key.ratingSum}::int`, Prisma.sql`${key.reviewCount}::int`);
    case "createdAt":
      return Prisma.sql`${key.createdAt}::timestamp(3)`;
    case "id":
      return Prisma.sql`${key.id}::text`;
    default:
      return Prisma.sql`${key[name]}::int`;
  }
}

/** ORDER BY of `alias`'s rows in the order. */
export function orderBy(order: CatalogOrder, alias: string): Prisma.Sql {
  return Prisma.join(
    ORDER_KEYS[order].map(
      ([name, desc]) => Prisma.sql`${column(alias, name)} ${Prisma.raw(desc ? "DESC" : "ASC")}`,
    ),
    ", ",
  );
}

/** `AND` the rows of `alias` after the cursor's in the order; nothing for a first page. */
export function afterKey(order: CatalogOrder, alias: string, key: CatalogKey | null): Prisma.Sql {
  if (!key) return Prisma.empty;
  const keys: SeekKey[] = ORDER_KEYS[order].map(([name, desc]) => ({
    expr: column(alias, name),
    desc,
    value: valueOf(key, name),
  }));
  return Prisma.sql`AND ${seekAfter(keys)}`;
}

// Counts, price and rank fit PostgreSQL's int; a sum of ratings too (5 stars x 400 million).
const int = z.number().int().min(0).max(2_147_483_647);

const KEY_PARTS = z
  .tuple([rowId, int, int, int, int, instant, int])
  .transform(([id, price, ratingSum, reviewCount, bookingCount, createdAt, rank]) => ({
    id,
    price,
    ratingSum,
    reviewCount,
    bookingCount,
    createdAt,
    rank,
  }));

const CURSORS = new Map<CatalogOrder, Cursor<CatalogKey>>(
  (Object.keys(ORDER_KEYS) as CatalogOrder[]).map((order) => [
    order,
    defineCursor(`services.${order}`, KEY_PARTS, (key) => [
      key.id,
      key.price,
      key.ratingSum,
      key.reviewCount,
      key.bookingCount,
      key.createdAt.toISOString(),
      key.rank,
    ]),
  ]),
);

/** The cursors of the catalogue in one order. */
export function catalogCursor(order: CatalogOrder): Cursor<CatalogKey> {
  const cursor = CURSORS.get(order);
  if (!cursor) throw new Error(`no cursor for the order ${order}`);
  return cursor;
}
