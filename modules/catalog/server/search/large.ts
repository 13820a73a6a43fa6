// A search or a filtered list (filters.ts) whose match is large (over EXACT_UP_TO services,
// probe.ts): its cost follows the page, not the match, as the search engines' does.
//  - The page: a search by relevance, tier after tier (tiers.ts), each tier's services in
//    popularity order, stopping once the page is full; in another order (price, rating, most
//    booked, newest; a filtered list's relevance is most booked), a walk of that order's index
//    with the match as a filter, cut at the page: the match is at least 1% of the catalogue, so
//    the walk meets it soon. The page is exactly the one the full ranking gives. A search of
//    several words still ranks its whole match. A later page starts after its cursor's row:
//    tiers ranked before the cursor's are not read at all, the cursor's own tier from its row
//    on, the tiers after it from their start. A chosen category whose own match is at most
//    EXACT_UP_TO is found once and sorted whole instead, in every order (a walk would pass
//    every other category's matches to find its few), its figures from the same set.
//  - The counts and statistics: the probe's sample, scaled to the listed catalogue, flagged as
//    estimates (largeFigures). The total is known to exceed EXACT_UP_TO and never reads less.
//    With a category whose own match is at most EXACT_UP_TO, that category's total and
//    statistics are exact (the statement computes them; only the chips' counts are estimated).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";
import { inFilters } from "./filters";
import { afterKey, catalogOrder, orderBy, type CatalogKey } from "./keyset";
import { matchQuery, wordRank, type SearchPlan } from "./plan";
import { EXACT_UP_TO, type Probe } from "./probe";
import { inCategory, PAGE_COLUMNS, PAGE_JOIN, pageLimit } from "./statement";
import { relevanceTiers } from "./tiers";

/**
 * Listed entries (alias `s`), the suspended organizations a constant from the probe: a subquery
 * here would be planned again in every tier.
 */
function listedIn(probe: Probe): Prisma.Sql {
  return Prisma.sql`s."organizationId" <> ALL(${probe.suspended}::text[])`;
}

/**
 * Listed entries (alias `s`) in the chosen category that pass the filters and whose document
 * matches `tsquery` (null: no search).
 */
function matching(tsquery: string | null, query: CatalogQuery, probe: Probe): Prisma.Sql {
  const words =
    tsquery === null ? Prisma.empty : Prisma.sql`s."searchDoc" @@ ${tsquery}::tsquery AND`;
  return Prisma.sql`${words} ${listedIn(probe)} ${inCategory(query, "s")} ${inFilters(query, "s")}`;
}

/** A large search's page: its words (null: filters without a search), after the cursor's row. */
export interface LargeSearch {
  plan: SearchPlan | null;
  query: CatalogQuery;
  after: CatalogKey | null;
  probe: Probe;
}

/** The page's ids and ranks in the query's order, after the cursor's row. */
function pageIds({ plan, query, after, probe }: LargeSearch): Prisma.Sql {
  const order = catalogOrder(query.sort, plan !== null);
  const match = matching(plan && matchQuery(plan), query, probe);
  const cut = pageLimit(query.limit);
  const tiers = plan && order === "search" ? relevanceTiers(plan, probe.kinds) : null;
  if (tiers) {
    // Each tier gives at most the rows the page could need; Append runs the tiers in order and
    // the LIMIT stops it, so the tiers after the page's last are never read.
    const branches = tiers
      .filter((tier) => !after || tier.rank >= after.rank)
      .map(
        (tier) => Prisma.sql`(SELECT s."id", ${tier.rank}::int AS "rank" FROM "CatalogEntry" s
          WHERE ${matching(tier.query, query, probe)}
            ${after && tier.rank === after.rank ? afterKey("relevance", "s", after) : Prisma.empty}
          ORDER BY ${orderBy("relevance", "s")} ${cut})`,
      );
    // One branch (a cursor in the last tier) is cut already: a second LIMIT on it is an error.
    if (branches.length === 1) return branches[0]!;
    return branches.length
      ? Prisma.sql`${Prisma.join(branches, " UNION ALL ")} ${cut}`
      : Prisma.sql`SELECT NULL::text AS "id", NULL::int AS "rank" WHERE false`;
  }
  if (plan && order === "search") {
    const ranks = plan.words.map((word) => wordRank(word));
    return Prisma.sql`SELECT x."id", x."rank" FROM (
        SELECT s."id", s."bookingCount", s."createdAt", ${Prisma.join(ranks, " + ")} AS "rank"
          FROM "CatalogEntry" s WHERE ${match}
      ) x WHERE true ${afterKey(order, "x", after)}
      ORDER BY ${orderBy(order, "x")} ${cut}`;
  }
  return Prisma.sql`SELECT s."id", 0 AS "rank" FROM "CatalogEntry" s WHERE ${match}
      ${afterKey(order, "s", after)}
    ORDER BY ${orderBy(order, "s")} ${cut}`;
}

/**
 * A chosen category whose own match is at most EXACT_UP_TO: found once (MATERIALIZED, through
 * the indexes' bitmaps, never by walking an order's index in the hope of meeting it), then
 * counted, summed, ranked when the order is a search's relevance, and paged.
 */
function smallCategoryStatement({ plan, query, after, probe }: LargeSearch): Prisma.Sql {
  const order = catalogOrder(query.sort, plan !== null);
  const rank =
    plan && order === "search"
      ? Prisma.join(
          plan.words.map((word) => wordRank(word)),
          " + ",
        )
      : Prisma.sql`0`;
  return Prisma.sql`
    WITH c AS MATERIALIZED (
      SELECT s."id", s."price", s."ratingSum", s."reviewCount", s."bookingCount", s."createdAt",
             ${rank} AS "rank"
        FROM "CatalogEntry" s WHERE ${matching(plan && matchQuery(plan), query, probe)}
    ),
    st AS (
      SELECT count(*)::bigint AS "total", sum(c."bookingCount")::bigint AS "bookings",
             sum(c."ratingSum")::bigint AS "ratingTotal", sum(c."reviewCount")::bigint AS "reviews",
             min(c."price") AS "minPrice", max(c."price") AS "maxPrice",
             avg(c."price")::float8 AS "avgPrice"
        FROM c
    ),
    page AS (
      SELECT q."id", q."rank", row_number() OVER () AS "ord"
        FROM (SELECT c."id", c."rank" FROM c WHERE true ${afterKey(order, "c", after)}
              ORDER BY ${orderBy(order, "c")} ${pageLimit(query.limit)}) q
    )
    SELECT st.*, 0::bigint AS "tallyRows", '[]'::json AS "categories", ${PAGE_COLUMNS}
      FROM st ${PAGE_JOIN}`;
}

/**
 * The page's rows after the figures' columns: exact figures of the chosen category when
 * `exactCategory` (its own match is small), else nulls (largeFigures estimates them).
 */
export function largeSearchStatement(search: LargeSearch & { exactCategory: boolean }): Prisma.Sql {
  if (search.exactCategory) return smallCategoryStatement(search);
  return Prisma.sql`
    WITH st AS (
      SELECT NULL::bigint AS "total", NULL::bigint AS "bookings", NULL::bigint AS "ratingTotal",
             NULL::bigint AS "reviews", NULL::int AS "minPrice", NULL::int AS "maxPrice",
             NULL::float8 AS "avgPrice"
    ),
    page AS (
      SELECT q."id", q."rank", row_number() OVER () AS "ord"
        FROM (${pageIds(search)}) q
    )
    SELECT st.*, 0::bigint AS "tallyRows", '[]'::json AS "categories", ${PAGE_COLUMNS}
      FROM st ${PAGE_JOIN}`;
}

export interface EstimatedFigures {
  total: number;
  bookings: number;
  ratingTotal: number;
  reviews: number;
  minPrice: number | null;
  maxPrice: number | null;
  avgPrice: number | null;
  /** Matched services the sample met in the chosen set (0: no statistics to give). */
  sampled: number;
  categories: { category: CatalogQuery["category"] & string; count: number }[];
}

/** The probe's sample scaled to the listed catalogue: the estimates of a large search. */
export function largeFigures(probe: Probe, query: CatalogQuery): EstimatedFigures {
  const rows = probe.sample.reduce((sum, entry) => sum + entry.rows, 0);
  const scale = rows > 0 ? probe.listed / rows : 0;
  const chosen = probe.sample.filter((e) => !query.category || e.category === query.category);
  const sum = (pick: (entry: (typeof chosen)[number]) => number | null) =>
    chosen.reduce((total, entry) => total + (pick(entry) ?? 0), 0);
  const n = sum((e) => e.n);
  const prices = chosen.filter((e) => e.n > 0);
  return {
    total: Math.max(Math.round(n * scale), EXACT_UP_TO + 1),
    bookings: Math.round(sum((e) => e.b) * scale),
    ratingTotal: Math.round(sum((e) => e.r) * scale),
    reviews: Math.round(sum((e) => e.v) * scale),
    minPrice: prices.length ? Math.min(...prices.map((e) => e.lo ?? Infinity)) : null,
    maxPrice: prices.length ? Math.max(...prices.map((e) => e.hi ?? -Infinity)) : null,
    avgPrice: n > 0 ? sum((e) => e.ps) / n : null,
    sampled: n,
    categories: probe.sample
      .filter((e) => e.n > 0)
      .map((e) => ({ category: e.category, count: Math.round(e.n * scale) })),
  };
}
