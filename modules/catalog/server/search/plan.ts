// A search as the database will run it: each typed word widened to the words it may stand for
// (itself; the words it begins, for the last word; the dictionary's words within its typos), as
// text search queries for the match and, weighted by field, for the ranking.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/server/db/client";
import {
  FIELDS,
  fieldWord,
  MATCH_KINDS,
  rankOf,
  type FieldWeight,
  type MatchKind,
} from "./ranking";
import { allowedTypos, searchWords, typoDistance } from "./words";

/** A typed word may stand for at most this many dictionary words (the nearest first). */
const MAX_TYPO_WORDS = 40;

export interface PlannedWord {
  typed: string;
  /** The last word of the search also matches the words it begins. */
  prefix: boolean;
  /** Dictionary words 1 and 2 typos away. */
  typos: [string[], string[]];
}

export interface SearchPlan {
  words: PlannedWord[];
}

/** A word as a tsquery operand: quoted, so any character is taken literally. */
function lexeme(word: string, suffix = ""): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'${suffix}`;
}

/**
 * The words of `search` with their typo alternatives, or null when it has no word to search
 * for. One round trip when a word is long enough to allow a typo: the dictionary's words of a
 * near length that Levenshtein puts within twice the allowed typos (a swap costs Levenshtein
 * two), then the exact distance with swaps counted as one (typoDistance) here.
 */
export async function planSearch(
  client: Db,
  search: string | undefined,
): Promise<SearchPlan | null> {
  const typed = searchWords(search);
  if (typed.length === 0) return null;
  const limits = typed.map(allowedTypos);
  const words: PlannedWord[] = typed.map((word, index) => ({
    typed: word,
    prefix: index === typed.length - 1,
    typos: [[], []],
  }));
  if (limits.some((limit) => limit > 0)) {
    const rows = await client.$queryRaw<{ i: number; word: string }[]>`
      SELECT q."i"::int AS "i", w."word"
        FROM unnest(${typed}::text[], ${limits}::int[]) WITH ORDINALITY AS q("w", "k", "i")
        JOIN "SearchWord" w
          ON w."length" BETWEEN char_length(q."w") - q."k" AND char_length(q."w") + q."k"
       WHERE q."k" > 0 AND w."word" <> q."w"
         AND levenshtein_less_equal(q."w", w."word", q."k" * 2) <= q."k" * 2`;
    const found = typed.map(() => [] as { word: string; distance: number }[]);
    for (const row of rows) {
      const index = row.i - 1;
      const distance = typoDistance(typed[index]!, row.word, limits[index]!);
      if (distance >= 1 && distance <= limits[index]!)
        found[index]!.push({ word: row.word, distance });
    }
    for (const [index, candidates] of found.entries()) {
      candidates.sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word));
      for (const { word, distance } of candidates.slice(0, MAX_TYPO_WORDS)) {
        words[index]!.typos[distance - 1]!.push(word);
      }
    }
  }
  return { words };
}

/** Every word must match, each through any of its alternatives. */
export function matchQuery(plan: SearchPlan): string {
  return plan.words
    .map((word) => {
      const alternatives = [
        lexeme(word.typed, word.prefix ? ":*" : ""),
        ...word.typos.flat().map((typo) => lexeme(typo)),
      ];
      return `(${alternatives.join(" | ")})`;
    })
    .join(" & ");
}

/** The alternatives of one kind of match of a word, in any field or one; null if none. */
export function kindQuery(
  word: PlannedWord,
  kind: MatchKind,
  weight: FieldWeight | "" = "",
): string | null {
  switch (kind) {
    case "exact":
      return lexeme(fieldWord(word.typed, weight));
    case "prefix":
      return word.prefix ? lexeme(fieldWord(word.typed, weight), ":*") : null;
    case "typo1":
    case "typo2": {
      const typos = word.typos[kind === "typo1" ? 0 : 1];
      return typos.length ? typos.map((typo) => lexeme(fieldWord(typo, weight))).join(" | ") : null;
    }
  }
}

/** The rank of a document known to hold `kind`: the first field that holds it. */
function fieldRank(word: PlannedWord, kindIndex: number, kind: MatchKind): Prisma.Sql {
  const fields = FIELDS.slice(0, -1).map(
    (field, fieldIndex) =>
      Prisma.sql`WHEN s."searchDoc" @@ ${kindQuery(word, kind, field.weight)}::tsquery THEN ${rankOf(kindIndex, fieldIndex)}::int`,
  );
  return Prisma.sql`CASE ${Prisma.join(fields, " ")} ELSE ${rankOf(kindIndex, FIELDS.length - 1)}::int END`;
}

/**
 * A word's rank in a matched document (alias `s`): kind * KIND_STEP + field of its best match,
 * the kind first (an exact word in the description beats a typo in the title), 0 best. Each
 * kind is tested in any field first and only then field by field (the description is what is
 * left), so a document costs a test or two per kind it does not match. The last kind is never
 * tested: a matched document holds the word by some kind, so by the last when by no other.
 */
export function wordRank(word: PlannedWord): Prisma.Sql {
  const kinds = MATCH_KINDS.flatMap((kind, kindIndex) =>
    kindQuery(word, kind) === null ? [] : [{ kind, kindIndex }],
  );
  const last = kinds.pop();
  if (!last) return Prisma.sql`${rankOf(MATCH_KINDS.length, 0)}::int`;
  const tested = kinds.map(
    ({ kind, kindIndex }) =>
      Prisma.sql`WHEN s."searchDoc" @@ ${kindQuery(word, kind)}::tsquery THEN ${fieldRank(word, kindIndex, kind)}`,
  );
  const rest = fieldRank(word, last.kindIndex, last.kind);
  return tested.length ? Prisma.sql`CASE ${Prisma.join(tested, " ")} ELSE ${rest} END` : rest;
}
