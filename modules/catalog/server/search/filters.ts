// The catalogue's filters (price range, least rating, duration) as the database tests them: the
// bounds handed to catalog_filtered and catalog_match_count (prisma/sql/catalog.sql), which
// define what each filter keeps. A query with any of them is answered from "CatalogEntry" like a
// search (probe.ts, statement.ts, large.ts): the filters narrow the match, with or without words.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { durationRange } from "@/modules/catalog/shared/duration-filter";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";

/** The filters' bounds, null where not asked. */
interface FilterBounds {
  lowest: number | null;
  highest: number | null;
  /** The least rating in tenths of a star (4.5: 45). */
  leastRating: number | null;
  shortest: number | null;
  longest: number | null;
}

type Filters = Pick<CatalogQuery, "minPrice" | "maxPrice" | "minRating" | "duration">;

function filterBounds(query: Filters): FilterBounds {
  const duration = query.duration ? durationRange(query.duration) : null;
  return {
    lowest: query.minPrice ?? null,
    highest: query.maxPrice ?? null,
    leastRating: query.minRating === undefined ? null : Math.round(query.minRating * 10),
    shortest: duration?.shortest ?? null,
    longest: duration?.longest ?? null,
  };
}

export function hasFilters(query: Filters): boolean {
  return Object.values(filterBounds(query)).some((bound) => bound !== null);
}

/** The bounds as the SQL functions' last five arguments, typed. */
export function boundArgs(query: Filters): Prisma.Sql {
  const b = filterBounds(query);
  return Prisma.sql`${b.lowest}::int, ${b.highest}::int, ${b.leastRating}::int,
    ${b.shortest}::bigint, ${b.longest}::bigint`;
}

/** `AND` the "CatalogEntry" row `alias` passes the filters; nothing without any. */
export function inFilters(query: Filters, alias: string): Prisma.Sql {
  if (!hasFilters(query)) return Prisma.empty;
  const column = (name: string) => Prisma.raw(`${alias}."${name}"`);
  return Prisma.sql`AND catalog_filtered(${column("price")}, ${column("ratingSum")},
    ${column("reviewCount")}, ${column("durationMs")}, ${boundArgs(query)})`;
}
