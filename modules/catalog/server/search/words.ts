// How a typed search becomes words, and how far a word may stray: the rules of the catalogue's
// typo tolerance, as the search engines (Meilisearch, Typesense) apply them. Pure functions, so
// they are unit-tested apart from the database.

import "server-only";

/** At most this many words of a search are used (the schema caps a search at 100 characters). */
export const MAX_SEARCH_WORDS = 10;

/**
 * A run that PostgreSQL's parser begins with a number in scientific notation: it reads "1e5a3b"
 * as '1e5' and 'a3b', "12e34ab" as '12e34' and 'ab', so the document holds those two words and
 * not the run (a service titled "Service 1e5a3b" was not found by its own title's word).
 */
const SCIENTIFIC_HEAD = /^\d+e\d+(?=\D)/;

/**
 * The words of a search, lower-cased, in order: runs of letters and digits, as PostgreSQL's
 * 'simple' text search configuration splits a document (so "Cloud-Native" is "cloud" "native",
 * both of which the document holds), with a leading number in scientific notation split off as
 * its parser does.
 */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const runs = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = runs.flatMap((run) => {
    const head = SCIENTIFIC_HEAD.exec(run)?.[0];
    return head ? [head, run.slice(head.length)] : [run];
  });
  return words.slice(0, MAX_SEARCH_WORDS);
}

/** Typos a word may carry: none up to 4 characters, 1 from 5, 2 from 9. */
export function allowedTypos(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein without re-editing a swapped pair):
 * an insertion, a deletion, a substitution or a swap of two neighbouring characters each count
 * as one typo, so "onilne" is one typo from "online". Stops early, answering `max + 1`, once
 * every alignment costs more than `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = new Array<number>(t.length + 1).fill(0);
    current[0] = i;
    let best = current[0];
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, max + 1);
}
