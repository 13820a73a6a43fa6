// prisma/sql/catalog.sql is the catalogue's functions and triggers as the migrations leave them:
// compared on this file's migrated PostgreSQL database (migrations.int.test.ts compares it on a
// migrated PGlite), and the comparison fails on a file that strays from the migrations in a body,
// a function or a trigger.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  catalogSqlDrift,
  catalogSqlMigration,
  readCatalogSql,
  type SqlSession,
} from "./catalog-sql";

const FILE = "prisma/sql/catalog.sql";
const MATCH_COUNT = `catalog_match_count(tsquery,integer,text[],"ServiceCategory",integer,integer,integer,bigint,bigint)`;

describe(`${FILE} against the migrated PostgreSQL database`, () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  const session: SqlSession = {
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    script: async (sql) => {
      await client.query(sql);
    },
  };
  let fileSql = "";
  beforeAll(async () => {
    await client.connect();
    fileSql = await readCatalogSql();
  });
  afterAll(() => client.end());

  /** The file with one piece of it replaced, checked to be there. */
  function edited(from: string | RegExp, to: string): string {
    const changed = fileSql.replace(from, to);
    expect(changed).not.toBe(fileSql);
    return changed;
  }

  it("creates every catalogue function and trigger the migrations leave, each the same", async () => {
    const drift = await catalogSqlDrift(session, fileSql);
    expect(drift.differences).toEqual([]);
    expect(catalogSqlMigration(drift, fileSql)).toBe("");
    // Not two empty lists: 16 functions and 9 triggers, all of them in the file.
    const counts = await client.query<{ functions: number; triggers: number }>(
      `SELECT (SELECT count(*)::int FROM pg_proc WHERE proname LIKE 'catalog\\_%') AS "functions",
              (SELECT count(*)::int FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
                WHERE p.proname LIKE 'catalog\\_%') AS "triggers"`,
    );
    expect(counts.rows[0]).toEqual({ functions: 16, triggers: 9 });
    expect(fileSql.match(/^CREATE OR REPLACE FUNCTION/gm)).toHaveLength(16);
    expect(fileSql.match(/^CREATE OR REPLACE TRIGGER/gm)).toHaveLength(9);
  });

  it("fails on a body that differs, and leaves the database as it was", async () => {
    // The organization's words weighted as the tags': the ranking's fields would change.
    const file = edited("coalesce(organization, '')), 'C')", "coalesce(organization, '')), 'B')");
    const drift = await catalogSqlDrift(session, file);
    expect(drift.differences).toEqual([
      `function catalog_search_doc(text,text[],text,text): differs between the migrations and ${FILE}`,
    ]);
    expect(drift.dropped).toEqual([]);
    const migration = catalogSqlMigration(drift, file);
    expect(migration).toContain(`--   function catalog_search_doc(text,text[],text,text): differs`);
    expect(migration.endsWith(file)).toBe(true);
    // Rolled back: the database still weights an organization's words C.
    const { rows } = await client.query<{ doc: string }>(
      `SELECT catalog_search_doc('', '{}', 'harbor', '')::text AS "doc"`,
    );
    expect(rows[0]!.doc).toBe("'harbor':1C");
  });

  it("fails on a function or a trigger the file lacks, and drops that function in the migration", async () => {
    const withoutCount = edited(/-- A match's size up to a cap[\s\S]*?\n\$\$;\n/, "");
    const drift = await catalogSqlDrift(session, withoutCount);
    expect(drift.differences).toEqual([
      `function ${MATCH_COUNT}: in the migrations, not in ${FILE}`,
    ]);
    expect(catalogSqlMigration(drift, withoutCount)).toContain(
      `DROP FUNCTION IF EXISTS ${MATCH_COUNT} CASCADE;`,
    );

    const withoutTrigger = edited(/CREATE OR REPLACE TRIGGER "User_catalog_tally"[\s\S]*?;\n/, "");
    expect((await catalogSqlDrift(session, withoutTrigger)).differences).toEqual([
      `trigger User_catalog_tally on "User": in the migrations, not in ${FILE}`,
    ]);
  });

  it("fails on a function the migrations never created", async () => {
    const file = `${fileSql}\nCREATE OR REPLACE FUNCTION catalog_extra() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;\n`;
    expect((await catalogSqlDrift(session, file)).differences).toEqual([
      `function catalog_extra(): in ${FILE}, not in the migrations`,
    ]);
    const { rows } = await client.query(`SELECT 1 FROM pg_proc WHERE proname = 'catalog_extra'`);
    expect(rows).toEqual([]);
  });
});
