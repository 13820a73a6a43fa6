// The catalogue's relevance order, defined here and nowhere else (docs/features.md): a search's
// results rank by how each typed word matched (exact > prefix > one typo > two typos), then by
// where it matched (title > tags > organization > description), then by popularity. Both ways of
// reading a search's page take the order from here: the whole match ranked by one rank column
// (statement.ts, through plan.ts's wordRank) and a large match read tier by tier (tiers.ts,
// large.ts); the keyset's orders (keyset.ts) sort by that rank, then by POPULARITY.
//
// The database's part is which field a document's word stands in: catalog_search_doc's weights
// and catalog_entry_doc's '~a' words (prisma/sql/catalog.sql). ranking.int.test.ts holds them to
// FIELDS and fieldWord. The benchmark's reference states the order on its own, as an oracle
// should (scripts/bench/lib/catalog-reference.ts); its test compares that statement with this one.
import "server-only";
import { MAX_SEARCH_WORDS } from "./words";

/** How a document's word matched a typed word: better first. */
export const MATCH_KINDS = ["exact", "prefix", "typo1", "typo2"] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** Where the word stands: the search document's weights, better first. */
export const FIELDS = [
  { weight: "A", name: "title" },
  { weight: "B", name: "tags" },
  { weight: "C", name: "organization" },
  { weight: "D", name: "description" },
] as const;
export type FieldWeight = (typeof FIELDS)[number]["weight"];

/** A column that orders equally ranked services, descending or not. */
export type PopularityKey = "bookingCount" | "createdAt" | "id";

/**
 * Popularity, then the newest, then the id: the order within one rank of a search, and
 * browsing's relevance.
 */
export const POPULARITY: readonly (readonly [PopularityKey, boolean])[] = [
  ["bookingCount", true],
  ["createdAt", true],
  ["id", false],
];

/**
 * A word's rank steps by this much per kind of match, more than the fields of every word of a
 * search add up to (3 each), so the sum of the words' ranks orders by their kinds first, then by
 * their fields: one column to compute once per document and to sort by.
 */
const KIND_STEP = MAX_SEARCH_WORDS * (FIELDS.length - 1) + 1;

/** A word's rank when its best match is of the kind and field at these indexes (0 best). */
export function rankOf(kindIndex: number, fieldIndex: number): number {
  return kindIndex * KIND_STEP + fieldIndex;
}

/**
 * A word as it stands in one field of a "CatalogEntry" document: '~a' + the word for the title,
 * ~b tags, ~c organization, ~d description (catalog_entry_doc), so that a field's match is an
 * index entry of its own, not a weight checked on the row. A typed word is letters and digits,
 * so it never matches a '~' word.
 */
export function fieldWord(word: string, weight: FieldWeight | ""): string {
  return weight ? `~${weight.toLowerCase()}${word}` : word;
}
