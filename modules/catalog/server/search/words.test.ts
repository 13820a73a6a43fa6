import { describe, expect, it } from "vitest";
import { allowedTypos, searchWords, typoDistance } from "./words";

describe("searchWords", () => {
  it("splits on anything but letters and digits, lower-cased, in order", () => {
    expect(searchWords("  Cloud-Native  API, 2024!")).toEqual(["cloud", "native", "api", "2024"]);
    expect(searchWords("Café Über")).toEqual(["café", "über"]);
    expect(searchWords("!!! ...")).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });

  it("splits a leading number in scientific notation off a run, as PostgreSQL's parser does", () => {
    // to_tsvector('simple', ...) of these: '1e5' 'a3b'; '12e34' 'ab'; '1e5' 'e6'; '10e2' 'f4'.
    expect(searchWords("Service 1e5a3b")).toEqual(["service", "1e5", "a3b"]);
    expect(searchWords("12E34AB")).toEqual(["12e34", "ab"]);
    expect(searchWords("1e5e6 10e2f4")).toEqual(["1e5", "e6", "10e2", "f4"]);
    // Whole runs stay whole: a number alone, a run starting with a letter, digits then letters.
    expect(searchWords("1e5 x1e5ab 1ea 123abc")).toEqual(["1e5", "x1e5ab", "1ea", "123abc"]);
  });

  it("keeps at most ten words", () => {
    expect(searchWords("a b c d e f g h i j k l")).toHaveLength(10);
  });
});

describe("allowedTypos", () => {
  it("allows none up to 4 characters, 1 from 5 and 2 from 9", () => {
    expect(["yoga", "trek", "ux"].map(allowedTypos)).toEqual([0, 0, 0]);
    expect(["desgn", "online", "marketng"].map(allowedTypos)).toEqual([1, 1, 1]);
    expect(["photgraphy", "nutritions"].map(allowedTypos)).toEqual([2, 2]);
  });
});

describe("typoDistance", () => {
  it("counts an insertion, a deletion, a substitution and a swap as one typo each", () => {
    expect(typoDistance("design", "design", 2)).toBe(0);
    expect(typoDistance("desgn", "design", 2)).toBe(1);
    expect(typoDistance("designn", "design", 2)).toBe(1);
    expect(typoDistance("desilgn", "design", 2)).toBe(1);
    expect(typoDistance("onilne", "online", 2)).toBe(1);
    expect(typoDistance("photgarphy", "photography", 2)).toBe(2);
    expect(typoDistance("abcdef", "badcfe", 3)).toBe(3);
  });

  it("stops at max + 1", () => {
    expect(typoDistance("yoga", "pilates", 1)).toBe(2);
    expect(typoDistance("marketing", "meditation", 2)).toBe(3);
  });
});
