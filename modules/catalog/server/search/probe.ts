// A search's (or a filtered list's: filters.ts) first look at its match, one statement: a sample of SAMPLE_ROWS services (the
// listed services with the lowest hashes of their ids: a fixed pseudo-random choice of rows,
// the same on every call; migration catalog_sample_rows) that estimates the match's size, category
// counts and statistics; and, unless the sample shows the match far larger than EXACT_UP_TO,
// the match counted exactly up to EXACT_UP_TO + 1. The search ranks, counts and sums a match
// exactly up to that size (statement.ts) and beyond it reads only the page and answers the
// sample's estimates, flagged (large.ts), as the search engines do (Meilisearch counts
// exhaustively up to 1,000 by default, then answers an estimated total).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { ServiceCategory } from "@/modules/catalog/shared/categories";
import type { Db } from "@/lib/server/db/client";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";
import { boundArgs, inFilters } from "./filters";
import { LISTED_ENTRY_SQL, SUSPENDED_CTE, SUSPENDED_IDS } from "./listed";
import { matchQuery, type SearchPlan } from "./plan";

/**
 * Matches up to which counts and statistics are exact. Counting, ranking and aggregating cost
 * 2.5 to 4 µs per matched service, so an exact answer at this size costs about 3 ms of
 * PostgreSQL CPU, within the 5 ms a search may spend.
 */
export const EXACT_UP_TO = 1_000;

/**
 * Services the sample reads, whatever the catalogue's size: fetching a scattered row and matching
 * its document cost about 2.5 µs, so about 5 ms of PostgreSQL time. A match of 1% of the
 * catalogue meets about 20 of them; the common words' (5 to 12%), 100 to 240.
 */
export const SAMPLE_ROWS = 2_000;

/**
 * Above this estimate the exact count is skipped: the match is then over EXACT_UP_TO but for a
 * sample that overestimates it more than fourfold (at 1,000,000 services, 9 hits where 2 are
 * expected: a chance of about 2 in 10,000; at 100,000, 80 where 20: none). Counting costs a
 * bitmap of the whole match and a thousand rows, about as much as the sample.
 */
const SURELY_LARGE = 4 * EXACT_UP_TO;

/** Which kinds of match a one-word search's word can have at all (false: none in any service). */
export interface WordKinds {
  exact: boolean;
  prefix: boolean;
}

/** The sample's services of one category: all of them (`rows`) and the matched (`n`, sums). */
interface SampleCategory {
  category: ServiceCategory;
  rows: number;
  n: number;
  b: number | null;
  r: number | null;
  v: number | null;
  lo: number | null;
  hi: number | null;
  ps: number | null;
}

export interface Probe {
  /** Matches in every category, counted up to EXACT_UP_TO + 1; null: surely large (not counted). */
  whole: number | null;
  /** The same in the chosen category (the whole match's without one). */
  chosen: number | null;
  /** Listed services in the catalogue (the tally's exact sum). */
  listed: number;
  /** The organizations whose services are not listed (suspended accounts; few, usually none). */
  suspended: string[];
  /** For a one-word search of 4 letters or more: whether the dictionary has it, or words it begins. */
  kinds: WordKinds;
  sample: SampleCategory[];
}

/**
 * The dictionary ("SearchWord") holds every word of 4 letters or more any service ever had, so a
 * typed word of 4 letters or more that it lacks matches no service exactly, and one no word of
 * it begins with matches none as a prefix: large.ts skips those tiers (each costs planning).
 */
function dictionaryKinds(plan: SearchPlan | null): Prisma.Sql {
  const word = plan?.words.length === 1 ? plan.words[0]! : null;
  if (!word || [...word.typed].length < 4) return Prisma.sql`true AS "exact", true AS "prefix"`;
  return Prisma.sql`EXISTS (SELECT 1 FROM "SearchWord" w WHERE w."word" = ${word.typed}) AS "exact",
    EXISTS (SELECT 1 FROM "SearchWord" w
             WHERE w."word" LIKE ${`${word.typed}%`} AND w."word" <> ${word.typed}) AS "prefix"`;
}

/**
 * The match counted up to EXACT_UP_TO + 1, only when the sample leaves it in doubt: by
 * catalog_match_count() (prisma/sql/catalog.sql), which takes the indexes' bitmaps.
 */
function capped({
  match,
  query,
  category,
  estimate,
}: {
  match: string | null;
  query: CatalogQuery;
  category: CatalogQuery["category"] | null;
  estimate: "whole" | "chosen";
}): Prisma.Sql {
  return Prisma.sql`CASE WHEN (SELECT ${Prisma.raw(`"${estimate}"`)} FROM est) <= ${SURELY_LARGE}
    THEN catalog_match_count(${match}::tsquery, ${EXACT_UP_TO + 1},
                             ${SUSPENDED_IDS}, ${category ?? null}::"ServiceCategory",
                             ${boundArgs(query)})
    END`;
}

/** The first look at the match of a search (`plan`) or of filters without one (null). */
export async function probeSearch(
  client: Db,
  plan: SearchPlan | null,
  query: CatalogQuery,
): Promise<Probe> {
  const match = plan ? matchQuery(plan) : null;
  const hit = match
    ? Prisma.sql`s."searchDoc" @@ ${match}::tsquery ${inFilters(query, "s")}`
    : Prisma.sql`true ${inFilters(query, "s")}`;
  const chosen = query.category
    ? capped({ match, query, category: query.category, estimate: "chosen" })
    : Prisma.sql`NULL::int`;
  const inChosen = query.category
    ? Prisma.sql`FILTER (WHERE smp."category" = ${query.category}::"ServiceCategory")`
    : Prisma.empty;
  const [row] = await client.$queryRaw<
    {
      whole: number | null;
      chosen: number | null;
      listed: number;
      suspended: string[];
      exact: boolean;
      prefix: boolean;
      sample: string | SampleCategory[];
    }[]
  >(Prisma.sql`
    WITH tally AS (SELECT coalesce(sum("services"), 0)::float8 AS "listed" FROM "CatalogTally"),
    ${SUSPENDED_CTE},
    smp AS MATERIALIZED (
      SELECT x."category", count(*)::int AS "rows", count(*) FILTER (WHERE x."hit")::int AS "n",
             sum(x."bookingCount") FILTER (WHERE x."hit")::float8 AS "b",
             sum(x."ratingSum") FILTER (WHERE x."hit")::float8 AS "r",
             sum(x."reviewCount") FILTER (WHERE x."hit")::float8 AS "v",
             min(x."price") FILTER (WHERE x."hit") AS "lo",
             max(x."price") FILTER (WHERE x."hit") AS "hi",
             sum(x."price") FILTER (WHERE x."hit")::float8 AS "ps"
        FROM (
          -- The sample, walked in its index's order. A subquery with a LIMIT is not merged into
          -- the query above: the match is computed once per row, not once per aggregate.
          SELECT s."category", s."price", s."bookingCount", s."ratingSum", s."reviewCount",
                 ${hit} AS "hit"
            FROM "CatalogEntry" s
           WHERE ${LISTED_ENTRY_SQL}
           ORDER BY hashtext(s."id") LIMIT ${SAMPLE_ROWS}
        ) x
       GROUP BY x."category"
    ),
    est AS (
      SELECT coalesce(sum(smp."n") * (SELECT "listed" FROM tally) / nullif(sum(smp."rows"), 0), 0)
               AS "whole",
             coalesce(sum(smp."n") ${inChosen} * (SELECT "listed" FROM tally)
                      / nullif(sum(smp."rows"), 0), 0) AS "chosen"
        FROM smp
    )
    SELECT ${capped({ match, query, category: null, estimate: "whole" })} AS "whole", ${chosen} AS "chosen",
           (SELECT "listed" FROM tally) AS "listed",
           ${SUSPENDED_IDS} AS "suspended", ${dictionaryKinds(plan)},
           (SELECT coalesce(json_agg(smp ORDER BY smp."category"), '[]'::json) FROM smp) AS "sample"`);
  if (!row) throw new Error("the search probe answered no row");
  return {
    whole: row.whole,
    chosen: query.category ? row.chosen : row.whole,
    listed: Number(row.listed),
    suspended: row.suspended,
    kinds: { exact: row.exact, prefix: row.prefix },
    sample:
      typeof row.sample === "string" ? (JSON.parse(row.sample) as SampleCategory[]) : row.sample,
  };
}
