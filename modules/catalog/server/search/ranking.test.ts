import { describe, expect, it } from "vitest";
import { FIELDS, fieldWord, MATCH_KINDS, POPULARITY, rankOf } from "./ranking";
import { MAX_SEARCH_WORDS } from "./words";

describe("the catalogue's relevance order", () => {
  it("is exact > prefix > typo, then title > tags > organization > description, then popularity", () => {
    expect(MATCH_KINDS).toEqual(["exact", "prefix", "typo1", "typo2"]);
    expect(FIELDS.map((field) => field.name)).toEqual([
      "title",
      "tags",
      "organization",
      "description",
    ]);
    expect(POPULARITY).toEqual([
      ["bookingCount", true],
      ["createdAt", true],
      ["id", false],
    ]);
  });

  it("ranks by the words' kinds before their fields, whatever the search's length", () => {
    const worstField = FIELDS.length - 1;
    for (const [kind] of MATCH_KINDS.entries()) {
      if (kind === 0) continue;
      // Every word matched one kind better, each in its worst field, still ranks first.
      expect(MAX_SEARCH_WORDS * rankOf(kind - 1, worstField)).toBeLessThan(
        rankOf(kind, 0) + (MAX_SEARCH_WORDS - 1) * rankOf(kind - 1, 0),
      );
    }
    expect(rankOf(0, 0)).toBe(0);
    expect(rankOf(0, 1)).toBeLessThan(rankOf(0, 2));
  });

  it("names a word's field as catalog_entry_doc does: '~' and the weight's letter", () => {
    expect(FIELDS.map((field) => fieldWord("yoga", field.weight))).toEqual([
      "~ayoga",
      "~byoga",
      "~cyoga",
      "~dyoga",
    ]);
    expect(fieldWord("yoga", "")).toBe("yoga");
  });
});
