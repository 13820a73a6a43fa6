// Text the API refuses wherever it arrives (a JSON body, the query, the path), checked once where
// requests are parsed so no route needs its own check:
// - NUL (U+0000): PostgreSQL cannot store it in text or jsonb, so a query carrying one fails
//   inside the database (400).
// - A lone UTF-16 surrogate (a `\ud800` escape without its pair): it is not text. jsonb refuses
//   it (a 500), and a text column silently stores U+FFFD instead of what was sent (422).
import { AppError } from "@/lib/errors/app-error";

export const NUL_NOT_ALLOWED =
  "The request contains a NUL character (\\u0000), which is not allowed.";

export const LONE_SURROGATE =
  "The request contains a lone UTF-16 surrogate (\\ud800 to \\udfff without its pair), which is not text.";

/** In a `u` regular expression a surrogate pair is one code point: only a lone half matches. */
const LONE_SURROGATE_PATTERN = /[\ud800-\udfff]/u;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE_PATTERN.test(text);
}

type Problem = "nul" | "surrogate";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Bytes as UTF-8 text, or what is wrong with them: a `surrogate` (ED A0..BF, a surrogate written
 * as if it were a character, as WTF-8 and CESU-8 do) or any other `malformed` sequence. A lenient
 * decoder would turn either into U+FFFD without a word.
 */
export function decodeUtf8(
  bytes: Uint8Array,
): { text: string } | { problem: "surrogate" | "malformed" } {
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    const surrogate = bytes.some(
      (byte, index) =>
        byte === 0xed && (bytes[index + 1] ?? 0) >= 0xa0 && (bytes[index + 1] ?? 0) <= 0xbf,
    );
    return { problem: surrogate ? "surrogate" : "malformed" };
  }
}

function problemOf(text: string): Problem | null {
  if (text.includes("\u0000")) return "nul";
  return hasLoneSurrogate(text) ? "surrogate" : null;
}

/** A value met on the way down, with the way back up: its path is only spelled out if needed. */
interface Visit {
  item: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null): string {
  const keys: string[] = [];
  for (let at = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}

/**
 * The first string in a parsed JSON value (keys included), however deep, that holds a NUL or a
 * lone surrogate, with where it is (`items.0.title`; a bad key names the object holding it). A
 * loop rather than recursion, and no path built until one is needed: a body of 100,000 nested
 * arrays must neither overflow the stack nor spell 100,000 paths.
 */
export function findBadText(value: unknown): { problem: Problem; path: string } | null {
  const pending: Visit[] = [{ item: value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { item } = visit;
    if (typeof item === "string") {
      const problem = problemOf(item);
      if (problem) return { problem, path: pathOf(visit) };
    } else if (Array.isArray(item)) {
      item.forEach((inner, index) =>
        pending.push({ item: inner, key: String(index), parent: visit }),
      );
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        const problem = problemOf(key);
        if (problem) return { problem, path: pathOf(visit) };
        pending.push({ item: inner, key, parent: visit });
      }
    }
  }
  return null;
}

/** The refusal for a lone surrogate, naming the field (`title`, `items.0.name`) when there is one. */
export function loneSurrogateError(path = ""): AppError {
  const issues = path ? [{ path, message: LONE_SURROGATE }] : undefined;
  return new AppError("validation_failed", LONE_SURROGATE, { issues });
}

/** A 400 for a NUL, a 422 for a lone surrogate, anywhere in the value; nothing otherwise. */
export function refuseBadText(value: unknown): void {
  const found = findBadText(value);
  if (found?.problem === "nul") throw AppError.badRequest(NUL_NOT_ALLOWED);
  if (found?.problem === "surrogate") throw loneSurrogateError(found.path);
}
