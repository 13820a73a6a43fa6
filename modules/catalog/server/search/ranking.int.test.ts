// The database's half of the ranking: catalog_search_doc weights each field's words as FIELDS
// says, and catalog_entry_doc names each field's words as fieldWord does, so the field order the
// search ranks by (ranking.ts) is the one the documents hold.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELDS, fieldWord } from "./ranking";

describe("the search documents' fields", () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  it.each(FIELDS.map((field) => ({ ...field })))(
    "a word of the $name stands at weight $weight and as its field word",
    async ({ name, weight }) => {
      const text = (field: string) => (field === name ? "harbor" : "");
      const { rows } = await client.query<{ words: string[]; weights: string[]; entry: string[] }>(
        `WITH d AS (SELECT catalog_search_doc($1, $2::text[], $3, $4) AS "doc")
         SELECT ARRAY(SELECT u."lexeme" FROM unnest(d."doc") u) AS "words",
                ARRAY(SELECT w FROM unnest(d."doc") u, unnest(u."weights") w) AS "weights",
                tsvector_to_array(catalog_entry_doc(d."doc")) AS "entry"
           FROM d`,
        [
          text("title"),
          text("tags") ? [text("tags")] : [],
          text("organization"),
          text("description"),
        ],
      );
      const row = rows[0]!;
      expect({ ...row, entry: [...row.entry].sort() }).toEqual({
        words: ["harbor"],
        weights: [weight],
        entry: ["harbor", fieldWord("harbor", weight)].sort(),
      });
    },
  );
});
