// bench:catalog's reference answers: what each search of the mix must find, computed without the
// search engine (no tsquery, no GIN index, no dictionary, its own typo distance): every listed
// service's document is unnested into its words once, each word of the catalogue's vocabulary is
// classified against each typed word here (exact, prefix of the last word, 1 or 2 typos), and
// plain SQL joins, groups and orders. The filters too: each distinct duration text is read here
// by lib/bookings/expiry.ts's durationMs (the engine reads it in SQL), a price range is compared
// as is, and a least rating against the rating as a card rounds it. The engine's answers (over HTTP and direct) must equal
// these: the same page always; the same total, category counts and statistics when exact, and
// within ESTIMATE_TOLERANCE when the answer flags them as estimates (a match over 1,000).
import { durationMs } from "@/lib/bookings/expiry";
import type { CatalogResults } from "@/modules/catalog/shared/catalog-types";
import { durationRange } from "@/modules/catalog/shared/duration-filter";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";

export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Optimal string alignment distance by the full table (independent of the engine's). */
function distance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const d = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[s.length]![t.length]!;
}

/** The search's typo rules: 0 typos up to 4 characters, 1 from 5, 2 from 9. */
function typosAllowed(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * The reference's own statement of the relevance order, kept apart from the engine's definition
 * (modules/catalog/server/search/ranking.ts) so that the oracle shares no code with what it checks;
 * catalog-reference.test.ts fails when the two statements differ. Kinds: classify's answer is the
 * index here. Fields: the document weights, best first. Then popularity.
 */
export const REFERENCE_ORDER = {
  kinds: ["exact", "prefix", "typo1", "typo2"],
  fields: "ABCD",
  popularity: `l."bookingCount" DESC, l."createdAt" DESC, l."id"`,
} as const;

/** 0 exact, 1 prefix (last word only), 2 one typo, 3 two typos; null: no match. */
export function classify(typed: string, last: boolean, word: string): number | null {
  if (word === typed) return 0;
  if (last && word.startsWith(typed)) return 1;
  const allowed = typosAllowed(typed);
  if (allowed === 0 || Math.abs([...word].length - [...typed].length) > allowed) return null;
  const d = distance(typed, word);
  return d <= allowed ? 1 + d : null;
}

function orderBy(sort: CatalogQuery["sort"], searched: boolean): string {
  switch (sort) {
    case "price_asc":
      return `l."price", l."id"`;
    case "price_desc":
      return `l."price" DESC, l."id" DESC`;
    case "rating":
      return `CASE WHEN l."reviewCount" = 0 THEN 0 ELSE l."ratingSum"::float8 / l."reviewCount" END DESC, l."reviewCount" DESC, l."id"`;
    case "newest":
      return `l."createdAt" DESC, l."id"`;
    case "popular":
      return REFERENCE_ORDER.popularity;
    default:
      return `${searched ? `h."kinds", h."fields", ` : ""}${REFERENCE_ORDER.popularity}`;
  }
}

/**
 * The query's price, rating and duration filters over `l` (`AND ...`), written from the rules as
 * the API states them: the rating a card shows is the average rounded half up to one decimal.
 */
function filtered(query: CatalogQuery): string {
  const parts: string[] = [];
  if (query.minPrice !== undefined) parts.push(`l."price" >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) parts.push(`l."price" <= ${query.maxPrice}`);
  if (query.minRating !== undefined) {
    parts.push(
      `l."reviewCount" > 0 AND round(l."ratingSum"::numeric / l."reviewCount", 1) >= ${query.minRating}`,
    );
  }
  if (query.duration !== undefined) {
    const { shortest, longest } = durationRange(query.duration);
    parts.push(`l."durationMs" IS NOT NULL`);
    if (shortest !== null) parts.push(`l."durationMs" >= ${shortest}`);
    if (longest !== null) parts.push(`l."durationMs" <= ${longest}`);
  }
  return parts.map((part) => `AND ${part}`).join(" ");
}

const FIELD_COUNT = REFERENCE_ORDER.fields.length;

export type Reference = Pick<CatalogResults, "total" | "categories" | "stats"> & { ids: string[] };

/** The reference answer of each query (with the page `offsets[i]` of query i). */
export async function referenceAnswers(
  db: Queryable,
  queries: CatalogQuery[],
  offsets: number[],
): Promise<Reference[]> {
  await db.query(`DROP TABLE IF EXISTS ref_listed, ref_tokens, ref_hits, ref_durations`);
  // Each duration text as durationMs reads it (a few dozen distinct texts).
  const texts = (
    await db.query<{ duration: string }>(
      `SELECT DISTINCT "duration" FROM "Service" WHERE "duration" IS NOT NULL`,
    )
  ).rows.map((row) => row.duration);
  await db.query(
    `CREATE TEMP TABLE ref_durations AS
    SELECT * FROM unnest($1::text[], $2::bigint[]) AS d("text", "ms")`,
    [texts, texts.map((text) => durationMs(text))],
  );
  // The listed services' own columns, without their documents (read from "Service" where
  // needed): at a million services a copy of the documents would be most of a gigabyte.
  await db.query(`CREATE TEMP TABLE ref_listed AS
    SELECT s."id", s."category", s."price", s."bookingCount", s."createdAt", s."ratingSum",
           s."reviewCount", d."ms" AS "durationMs"
      FROM "Service" s JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
      JOIN "User" u ON u."id" = o."userId"
      LEFT JOIN ref_durations d ON d."text" = s."duration"
     WHERE s."status" = 'active' AND s."deletedAt" IS NULL AND u."isActive"`);
  const vocabulary = (
    await db.query<{ word: string }>(
      `SELECT DISTINCT (unnest(s."searchDoc")).lexeme AS "word"
         FROM ref_listed l JOIN "Service" s ON s."id" = l."id"`,
    )
  ).rows.map((row) => row.word);
  const tokens = {
    q: [] as number[],
    i: [] as number[],
    word: [] as string[],
    kind: [] as number[],
  };
  const wordCounts = queries.map(
    (query) => (query.search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).length,
  );
  for (const [q, query] of queries.entries()) {
    const typed = query.search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    for (const [i, word] of typed.entries()) {
      for (const candidate of vocabulary) {
        const kind = classify(word, i === typed.length - 1, candidate);
        if (kind === null) continue;
        tokens.q.push(q);
        tokens.i.push(i);
        tokens.word.push(candidate);
        tokens.kind.push(kind);
      }
    }
  }
  await db.query(
    `CREATE TEMP TABLE ref_tokens AS
    SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[]) AS t("q", "i", "word", "kind")`,
    [tokens.q, tokens.i, tokens.word, tokens.kind],
  );
  // Per typed word, the best (kind, field) of the document's words; a document every typed word
  // of its query matched is a hit, ranked by the sums.
  await db.query(
    `CREATE TEMP TABLE ref_hits AS
    SELECT x."q", x."id", sum(x."r" / ${FIELD_COUNT}) AS "kinds", sum(x."r" % ${FIELD_COUNT}) AS "fields"
      FROM (SELECT t."q", t."i", l."id",
                   min(t."kind" * ${FIELD_COUNT} + (SELECT min(strpos('${REFERENCE_ORDER.fields}', w)) - 1 FROM unnest(d."weights") w)) AS "r"
              FROM ref_listed l JOIN "Service" s ON s."id" = l."id"
                   CROSS JOIN LATERAL unnest(s."searchDoc") d
              JOIN ref_tokens t ON t."word" = d."lexeme"
             GROUP BY t."q", t."i", l."id") x
      JOIN unnest($1::int[]) WITH ORDINALITY AS n("words", "q1") ON n."q1" - 1 = x."q"
     GROUP BY x."q", x."id", n."words"
    HAVING count(*) = n."words"`,
    [wordCounts],
  );

  const answers: Reference[] = [];
  for (const [q, query] of queries.entries()) {
    const searched = wordCounts[q]! > 0;
    const from = `${
      searched ? `ref_hits h JOIN ref_listed l ON l."id" = h."id" AND h."q" = ${q}` : `ref_listed l`
    } WHERE true ${filtered(query)}`;
    const category = query.category ? `AND l."category" = '${query.category}'` : "";
    const { rows: counts } = await db.query<{ category: string; n: number }>(
      `SELECT l."category"::text AS "category", count(*)::int AS "n" FROM ${from}
        GROUP BY l."category" ORDER BY l."category"`,
    );
    const { rows: stats } = await db.query<{
      n: number;
      b: number;
      r: number;
      v: number;
      lo: number | null;
      hi: number | null;
      avg: number | null;
    }>(
      `SELECT count(*)::int AS "n", coalesce(sum(l."bookingCount"), 0)::float8 AS "b",
              coalesce(sum(l."ratingSum"), 0)::float8 AS "r", coalesce(sum(l."reviewCount"), 0)::float8 AS "v",
              min(l."price") AS "lo", max(l."price") AS "hi", avg(l."price")::float8 AS "avg"
         FROM ${from} ${category}`,
    );
    const { rows: page } = await db.query<{ id: string }>(
      `SELECT l."id" FROM ${from} ${category}
        ORDER BY ${orderBy(query.sort, searched)} LIMIT ${query.limit} OFFSET ${offsets[q]}`,
    );
    const s = stats[0]!;
    answers.push({
      total: s.n,
      categories: counts.map((row) => ({ category: row.category as never, count: row.n })),
      stats:
        s.n === 0
          ? null
          : {
              count: s.n,
              totalBookings: s.b,
              averageRating: s.v > 0 ? Math.round((s.r / s.v) * 10) / 10 : null,
              minPrice: s.lo ?? 0,
              maxPrice: s.hi ?? 0,
              averagePrice: Math.round(s.avg ?? 0),
            },
      ids: page.map((row) => row.id),
    });
  }
  await db.query(`DROP TABLE IF EXISTS ref_listed, ref_tokens, ref_hits, ref_durations`);
  return answers;
}

/**
 * How far an estimate may stray from the exact figure and still pass. The estimates come from a
 * sample of 2,000 services (modules/catalog/server/search/probe.ts: rows with the lowest hashes of
 * their ids), so a match's sampled hits are a binomial draw: an exact figure of N services,
 * where one hit stands for H services (listed / 2,000: 50 at 100,000, 500 at a million),
 * expects N / H hits with a standard deviation of about sqrt(N / H), or sqrt(N * H) services.
 * A check meant to catch a wrong estimator (a wrong scale, filter or category) must not fail on
 * the sampling's own spread: at a million, a match of 0.7% expects 14 hits, and 24 (a 51%
 * overestimate) is a two-sigma draw that 48 searches meet now and then.
 */
const ESTIMATE_TOLERANCE = {
  /** Counts (the total, each category's): this fraction of the exact figure ... */
  total: 0.1,
  /** ... plus this many standard deviations of the sample's hits, plus one hit (rounding). */
  sigmas: 4,
  /**
   * The statistics are compared once the sample expects this many hits of the chosen set;
   * below, only that the estimated price range lies within the exact one. An average over a
   * dozen sampled services is an estimate of that quality (the answer says "about").
   */
  statisticsFromHits: 30,
  /**
   * Then: total bookings within this fraction (bookings are heavy-tailed: a few services hold
   * most), the average price within this fraction, the average rating within this many stars.
   */
  bookings: 1.5,
  averagePrice: 0.5,
  averageRating: 0.5,
} as const;

/** The slack of an estimated count of `exact` services when one sampled hit stands for `hit`. */
function countSlack(exact: number, hit: number): number {
  const t = ESTIMATE_TOLERANCE;
  return t.total * exact + t.sigmas * Math.sqrt(exact * hit) + hit;
}

/** Relative error of an estimate (0.1: 10% above), 0 when both are 0. */
export function relativeError(estimate: number, exact: number): number {
  return exact === 0 ? (estimate === 0 ? 0 : 1) : (estimate - exact) / exact;
}

/**
 * What differs between an answer and its reference; null when they agree. The page must be the
 * same always; the total, statistics and category counts must be equal when the answer says they
 * are exact, and within ESTIMATE_TOLERANCE of the exact figures when it flags them as estimates
 * (the total then also above the 1,000 counted exactly).
 */
export function differences(
  answer: CatalogResults,
  reference: Reference,
  /** Services one hit of the sample stands for. */
  hit: number,
): string | null {
  const ids = answer.items.map((item) => item.id);
  const wrong: string[] = [];
  if (JSON.stringify(ids) !== JSON.stringify(reference.ids)) wrong.push("the page differs");
  if (!answer.totalIsEstimate) {
    if (answer.total !== reference.total) wrong.push("the total differs");
    if (JSON.stringify(answer.stats) !== JSON.stringify(reference.stats))
      wrong.push("the statistics differ");
  } else {
    const t = ESTIMATE_TOLERANCE;
    const a = answer.stats;
    const b = reference.stats;
    const slack = countSlack(reference.total, hit);
    if (answer.total <= 1000 || Math.abs(answer.total - reference.total) > slack)
      wrong.push(`the estimated total is off by more than ${Math.round(slack)}`);
    if (!a || !b) wrong.push("an estimate without statistics");
    else if (
      a.minPrice < b.minPrice ||
      a.maxPrice > b.maxPrice ||
      (reference.total / hit >= t.statisticsFromHits &&
        (Math.abs(relativeError(a.totalBookings, b.totalBookings)) > t.bookings ||
          Math.abs(relativeError(a.averagePrice, b.averagePrice)) > t.averagePrice ||
          Math.abs((a.averageRating ?? 0) - (b.averageRating ?? 0)) > t.averageRating))
    )
      wrong.push("the estimated statistics are out of tolerance");
  }
  if (!answer.categoryCountsAreEstimates) {
    if (JSON.stringify(answer.categories) !== JSON.stringify(reference.categories))
      wrong.push("the category counts differ");
  } else {
    const counts = new Map(answer.categories.map((entry) => [entry.category, entry.count]));
    for (const entry of reference.categories) {
      const got = counts.get(entry.category) ?? 0;
      if (Math.abs(got - entry.count) > countSlack(entry.count, hit))
        wrong.push(`the estimated count of ${entry.category} is out of tolerance`);
    }
    for (const category of counts.keys())
      if (!reference.categories.some((entry) => entry.category === category))
        wrong.push(`an estimated count for ${category}, which has no match`);
  }
  if (wrong.length === 0) return null;
  const got = JSON.stringify({ ...answer, items: undefined, viewer: undefined, ids });
  return `${wrong.join("; ")}\ngot ${got.slice(0, 500)}\nexpected ${JSON.stringify(reference).slice(0, 500)}`;
}
