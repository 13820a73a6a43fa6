// The catalogue: live services (active, not deleted, of an organization that is not suspended:
// bookable.ts), searched in PostgreSQL. A term matches
// titles, descriptions and organization names as a substring, tags as a word, and titles by
// trigram word similarity when it has 3+ characters (so "desgn" finds "design"). The category
// chips' counts and the statistics block come from the same filter.
import "server-only";
import type { CatalogQuery } from "@/lib/validations/catalog";
import { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/api/errors";
import type { CatalogResults, ServiceCard } from "@/lib/catalog/catalog-types";
import { averageRating, type ServiceCategory } from "@/lib/catalog/categories";
import { db } from "@/lib/server/db/client";
import { BOOKABLE_SERVICE_SQL } from "./bookable";

export type { CatalogQuery };
export type CatalogSort = CatalogQuery["sort"];

/** How alike a 3+ letter term and a word of the text must be to count as a match. */
const WORD_SIMILARITY = 0.45;

interface ServiceRow {
  id: string;
  title: string;
  description: string;
  price: number;
  category: ServiceCategory;
  organizationId: string;
  organizationName: string;
  ratingSum: number;
  reviewCount: number;
  bookingCount: number;
  status: string;
  // Prisma's list columns are nullable in PostgreSQL: a row written by SQL may hold NULL.
  features: string[] | null;
  duration: string | null;
  images: string[] | null;
  createdAt: Date;
}

export function toServiceCard(row: ServiceRow): ServiceCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    category: row.category,
    organizationId: row.organizationId,
    organizationName: row.organizationName || "Organization",
    rating: averageRating(row.ratingSum, row.reviewCount),
    reviewCount: row.reviewCount,
    bookingCount: row.bookingCount,
    status: row.status,
    features: row.features ?? [],
    duration: row.duration,
    images: row.images ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The WHERE of live services matching the search (not the category: chips count across it).
 * Every branch of the match can use an index, so a search costs what it finds, not the size of
 * the catalogue: substrings of titles and descriptions and typos in titles through the trigram
 * indexes (`<%` is word_similarity() >= pg_trgm.word_similarity_threshold, set per search),
 * organization names through the small organization table, tags as whole words through their
 * GIN index. Typos are matched in titles only: a long description shares some trigrams with
 * almost any term, so its index finds every row and each must be rechecked (seconds at 100k).
 */
function matchSearch(search: string | undefined): Prisma.Sql {
  const live = BOOKABLE_SERVICE_SQL;
  const term = search?.trim().toLowerCase();
  if (!term) return live;
  const like = `%${escapeLike(term)}%`;
  const fuzzy = term.length >= 3 ? Prisma.sql`OR ${term} <% t."title"` : Prisma.empty;
  return Prisma.sql`${live} AND s."id" IN (
    SELECT t."id" FROM "Service" t
      WHERE t."title" ILIKE ${like} OR t."description" ILIKE ${like} ${fuzzy}
    UNION
    SELECT t."id" FROM "Service" t JOIN "OrganizationProfile" g ON g."id" = t."organizationId"
      WHERE g."name" ILIKE ${like}
    UNION
    SELECT t."id" FROM "Service" t WHERE t."tags" && ARRAY[${term}]::text[])`;
}

function orderBy(query: CatalogQuery): Prisma.Sql {
  const term = query.search?.trim().toLowerCase();
  switch (query.sort) {
    case "price_asc":
      return Prisma.sql`s."price" ASC, s."id" ASC`;
    case "price_desc":
      return Prisma.sql`s."price" DESC, s."id" ASC`;
    case "rating":
      return Prisma.sql`CASE WHEN s."reviewCount" = 0 THEN 4.5 ELSE s."ratingSum"::float / s."reviewCount" END DESC, s."reviewCount" DESC, s."id" ASC`;
    case "newest":
      return Prisma.sql`s."createdAt" DESC, s."id" ASC`;
    default:
      return term
        ? Prisma.sql`(CASE WHEN lower(s."title") LIKE ${`%${escapeLike(term)}%`} THEN 1 ELSE 0 END) DESC,
                     word_similarity(${term}, s."title") DESC,
                     s."bookingCount" DESC, s."id" ASC`
        : Prisma.sql`s."bookingCount" DESC, s."createdAt" DESC, s."id" ASC`;
  }
}

/** Cursor: the offset of the next page (relevance order has no stable key to seek from). */
function parseCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!Number.isSafeInteger(offset) || offset < 0) throw AppError.badRequest("Invalid cursor.");
  return offset;
}

export async function searchServices(query: CatalogQuery): Promise<CatalogResults> {
  const where = matchSearch(query.search);
  const inCategory = query.category
    ? Prisma.sql`${where} AND s."category" = ${query.category}::"ServiceCategory"`
    : where;
  const from = Prisma.sql`FROM "Service" s JOIN "OrganizationProfile" o ON o."id" = s."organizationId"`;
  const offset = parseCursor(query.cursor);

  // One transaction, so the similarity threshold set for it applies to its three queries.
  const [rows, categoryRows, statRows] = await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`;
    return Promise.all([
      tx.$queryRaw<ServiceRow[]>`
      SELECT s."id", s."title", s."description", s."price", s."category", s."organizationId",
             o."name" AS "organizationName", s."ratingSum", s."reviewCount", s."bookingCount",
             s."status"::text AS "status", s."features", s."duration", s."images", s."createdAt"
      ${from} WHERE ${inCategory}
      ORDER BY ${orderBy(query)}
      LIMIT ${query.limit + 1} OFFSET ${offset}`,
      tx.$queryRaw<{ category: ServiceCategory; count: bigint }[]>`
      SELECT s."category", count(*) AS "count" ${from} WHERE ${where}
      GROUP BY s."category" ORDER BY s."category"`,
      tx.$queryRaw<
        {
          count: bigint;
          bookings: bigint | null;
          ratingSum: bigint | null;
          reviews: bigint | null;
          min: number | null;
          max: number | null;
          avg: number | null;
        }[]
      >`
      SELECT count(*) AS "count", sum(s."bookingCount")::bigint AS "bookings",
             sum(s."ratingSum")::bigint AS "ratingSum", sum(s."reviewCount")::bigint AS "reviews",
             min(s."price") AS "min", max(s."price") AS "max", avg(s."price")::float AS "avg"
      ${from} WHERE ${inCategory}`,
    ]);
  });

  const stat = statRows[0];
  const count = Number(stat?.count ?? 0n);
  const reviews = Number(stat?.reviews ?? 0n);
  return {
    items: rows.slice(0, query.limit).map(toServiceCard),
    nextCursor:
      rows.length > query.limit
        ? Buffer.from(String(offset + query.limit)).toString("base64url")
        : null,
    categories: categoryRows.map((row) => ({ category: row.category, count: Number(row.count) })),
    total: count,
    stats:
      count === 0 || !stat
        ? null
        : {
            count,
            totalBookings: Number(stat.bookings ?? 0n),
            averageRating:
              reviews > 0 ? Math.round((Number(stat.ratingSum ?? 0n) / reviews) * 10) / 10 : null,
            minPrice: stat.min ?? 0,
            maxPrice: stat.max ?? 0,
            averagePrice: Math.round(stat.avg ?? 0),
          },
  };
}
