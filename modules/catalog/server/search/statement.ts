// The catalogue's one statement per request: the page, the category counts and the statistics
// come back together, as one row of figures joined to the page's rows. Pages are keyset pages
// (keyset.ts): the rows after the cursor's in the query's order, never an offset.
//  - A search, or a filtered list (price, rating, duration: filters.ts), finds its match once
//    (CTE `m`): the words through the GIN index of the search documents, the filters through
//    the indexes of their columns. It ranks the match only when a search's order is relevance,
//    and counts, aggregates and pages that one set. It reads "CatalogEntry", the listed
//    services' narrow copy (what matching, filtering, ranking, counting and ordering need: it
//    reads every service it matches), and the page's rows from "Service".
//  - Browsing (no search) never reads every service: the counts and sums come from the tally
//    log (tally.ts), the lowest and highest price and the page from partial indexes walked in
//    order and cut at the page.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";
import { inFilters } from "./filters";
import { afterKey, catalogOrder, orderBy, type CatalogKey } from "./keyset";
import { LISTED_ENTRY_SQL, LISTED_SERVICE_SQL, SUSPENDED_CTE } from "./listed";
import { matchQuery, wordRank, type SearchPlan } from "./plan";

export function inCategory(query: CatalogQuery, alias: string): Prisma.Sql {
  return query.category
    ? Prisma.sql`AND ${Prisma.raw(`${alias}."category"`)} = ${query.category}::"ServiceCategory"`
    : Prisma.empty;
}

/**
 * The page's services with their organization's name, after the figures' columns, and each
 * one's search rank (for the next page's cursor).
 */
export const PAGE_COLUMNS = Prisma.sql`s."id", s."title", s."description", s."price", s."category",
  s."organizationId", o."name" AS "organizationName",
  o."verified" AS "organizationVerified", s."ratingSum", s."reviewCount",
  s."bookingCount", s."status"::text AS "status", s."features", s."duration", s."images",
  s."createdAt", p."rank"`;

export const PAGE_JOIN = Prisma.sql`LEFT JOIN page p ON true
  LEFT JOIN "Service" s ON s."id" = p."id"
  LEFT JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
  ORDER BY p."ord"`;

export function pageLimit(limit: number): Prisma.Sql {
  // One more than the page: whether a next page exists.
  return Prisma.sql`LIMIT ${limit + 1}`;
}

/** The words' condition on "CatalogEntry" `alias`, then `AND`; nothing without a search. */
function matchingWords(plan: SearchPlan | null, alias: string): Prisma.Sql {
  return plan
    ? Prisma.sql`${Prisma.raw(`${alias}."searchDoc"`)} @@ ${matchQuery(plan)}::tsquery AND`
    : Prisma.empty;
}

/** The match of a search (`plan`) or of filters without one (null), at most EXACT_UP_TO. */
export function searchStatement(
  plan: SearchPlan | null,
  query: CatalogQuery,
  after: CatalogKey | null,
): Prisma.Sql {
  const order = catalogOrder(query.sort, plan !== null);
  const ranked = plan !== null && query.sort === "relevance";
  const ranks = ranked
    ? plan.words.map((word, index) => Prisma.sql`${wordRank(word)} AS ${Prisma.raw(`"r${index}"`)}`)
    : [];
  // The words' ranks add up to the document's (plan.ts: KIND_STEP); each is computed once.
  const rank = Prisma.raw(ranked ? plan.words.map((_, index) => `x."r${index}"`).join(" + ") : "0");
  return Prisma.sql`
    WITH ${SUSPENDED_CTE},
    m AS MATERIALIZED (
      SELECT x."id", x."category", x."price", x."bookingCount", x."ratingSum", x."reviewCount",
             x."createdAt", ${rank} AS "rank"
        FROM (
          SELECT s."id", s."category", s."price", s."bookingCount", s."ratingSum",
                 s."reviewCount", s."createdAt" ${ranks.length ? Prisma.sql`, ${Prisma.join(ranks)}` : Prisma.empty}
            FROM "CatalogEntry" s
           WHERE ${matchingWords(plan, "s")} ${LISTED_ENTRY_SQL} ${inFilters(query, "s")}
        ) x
    ),
    -- One pass: a row per category (the chips) and one for the whole match (GROUPING SETS).
    agg AS (
      SELECT m."category", GROUPING(m."category") AS "whole", count(*) AS "n",
             sum(m."bookingCount") AS "b", sum(m."ratingSum") AS "r", sum(m."reviewCount") AS "v",
             min(m."price") AS "lo", max(m."price") AS "hi", sum(m."price") AS "ps"
        FROM m GROUP BY GROUPING SETS ((m."category"), ())
    ),
    cats AS (
      SELECT coalesce(json_agg(json_build_object('category', agg."category", 'count', agg."n")
                               ORDER BY agg."category") FILTER (WHERE agg."whole" = 0), '[]'::json)
               AS "categories"
        FROM agg
    ),
    -- The statistics of the chosen category's row, or of the whole match's (at most one row).
    st AS (
      SELECT coalesce(sum(agg."n"), 0)::bigint AS "total", sum(agg."b")::bigint AS "bookings",
             sum(agg."r")::bigint AS "ratingTotal", sum(agg."v")::bigint AS "reviews",
             min(agg."lo") AS "minPrice", max(agg."hi") AS "maxPrice",
             sum(agg."ps")::float8 / nullif(sum(agg."n"), 0) AS "avgPrice", 0::bigint AS "tallyRows"
        FROM agg WHERE ${query.category ? Prisma.sql`agg."whole" = 0 AND agg."category" = ${query.category}::"ServiceCategory"` : Prisma.sql`agg."whole" = 1`}
    ),
    page AS (
      SELECT q."id", q."rank", row_number() OVER () AS "ord"
        FROM (SELECT m."id", m."rank" FROM m WHERE true ${inCategory(query, "m")}
                ${afterKey(order, "m", after)}
              ORDER BY ${orderBy(order, "m")} ${pageLimit(query.limit)}) q
    )
    SELECT st.*, cats."categories", ${PAGE_COLUMNS}
      FROM st CROSS JOIN cats ${PAGE_JOIN}`;
}

export function browseStatement(query: CatalogQuery, after: CatalogKey | null): Prisma.Sql {
  const order = catalogOrder(query.sort, false);
  const listed = Prisma.sql`${LISTED_SERVICE_SQL} ${inCategory(query, "s")}`;
  return Prisma.sql`
    WITH ${SUSPENDED_CTE},
    t AS (
      SELECT "category", sum("services")::bigint AS "n", sum("bookings")::bigint AS "b",
             sum("ratingSum")::bigint AS "r", sum("reviews")::bigint AS "v",
             sum("priceSum")::bigint AS "ps", count(*)::bigint AS "rows"
        FROM "CatalogTally" GROUP BY "category"
    ),
    cats AS (
      SELECT coalesce(json_agg(json_build_object('category', t."category", 'count', t."n")
                               ORDER BY t."category") FILTER (WHERE t."n" > 0), '[]'::json)
               AS "categories",
             coalesce(sum(t."rows"), 0)::bigint AS "tallyRows"
        FROM t
    ),
    st AS (
      SELECT coalesce(sum(t."n"), 0)::bigint AS "total", sum(t."b")::bigint AS "bookings",
             sum(t."r")::bigint AS "ratingTotal", sum(t."v")::bigint AS "reviews",
             (SELECT s."price" FROM "Service" s WHERE ${listed}
               ORDER BY s."price" ASC, s."id" ASC LIMIT 1) AS "minPrice",
             (SELECT s."price" FROM "Service" s WHERE ${listed}
               ORDER BY s."price" DESC, s."id" DESC LIMIT 1) AS "maxPrice",
             sum(t."ps")::float8 / nullif(sum(t."n"), 0) AS "avgPrice"
        FROM t WHERE true ${inCategory(query, "t")}
    ),
    page AS (
      SELECT q."id", 0 AS "rank", row_number() OVER () AS "ord"
        FROM (SELECT s."id" FROM "Service" s WHERE ${listed} ${afterKey(order, "s", after)}
              ORDER BY ${orderBy(order, "s")} ${pageLimit(query.limit)}) q
    )
    SELECT st."total", st."bookings", st."ratingTotal", st."reviews", st."minPrice", st."maxPrice",
           st."avgPrice", cats."tallyRows", cats."categories", ${PAGE_COLUMNS}
      FROM st CROSS JOIN cats ${PAGE_JOIN}`;
}
