// Relevance as tiers, for a search whose match is too large to rank whole (large.ts). A word's
// rank in a document is its best kind of match, then the first field that holds that kind
// (ranking.ts; plan.ts: wordRank); the documents of one rank form a tier, and a tier's documents
// are ordered by popularity alone. So the relevance order is tier after tier, each by
// popularity: the page is read tier by tier from the popularity index (or, for a small tier, from
// the search index), and no later tier is read once the page is full. The page is the one the
// full ranking gives.
// Each tier carries its rank (the full ranking's value for its documents), so a page's cursor
// says which tier the next page starts in.
import "server-only";
import type { WordKinds } from "./probe";
import { kindQuery, type SearchPlan } from "./plan";
import { FIELDS, MATCH_KINDS, rankOf } from "./ranking";

export interface Tier {
  /** The text search query of the tier's documents. */
  query: string;
  /** Their rank, as wordRank computes it. */
  rank: number;
}

/**
 * The tiers of a one-word search, best first, as text search queries: the documents whose best
 * match of the word is of kind k in field f are those that hold (k, f) and no better (kind,
 * field). Null for a search of several words: their ranks add up, and the tiers of a sum are
 * not a short list (such a search ranks its whole match).
 */
export function relevanceTiers(plan: SearchPlan, kinds: WordKinds): Tier[] | null {
  if (plan.words.length !== 1) return null;
  const word = plan.words[0]!;
  const tiers: Tier[] = [];
  // Kinds better than the current one, in any field (a document holding one is in its tier).
  const betterKinds: string[] = [];
  for (const [kindIndex, kind] of MATCH_KINDS.entries()) {
    const anyField = kindQuery(word, kind);
    if (anyField === null) continue;
    // A kind no service has makes four empty tiers (and excludes nothing from the later ones).
    if ((kind === "exact" && !kinds.exact) || (kind === "prefix" && !kinds.prefix)) continue;
    const betterFields: string[] = [];
    for (const [fieldIndex, field] of FIELDS.entries()) {
      const here = kindQuery(word, kind, field.weight)!;
      const better = [...betterKinds, ...betterFields];
      tiers.push({
        query: better.length ? `(${here}) & !(${better.join(" | ")})` : here,
        rank: rankOf(kindIndex, fieldIndex),
      });
      betterFields.push(here);
    }
    betterKinds.push(anyField);
  }
  return tiers;
}
