// The same migrations build the same database on PostgreSQL and on the embedded PGlite (the
// catalogue's functions and triggers those of prisma/sql/catalog.sql), a second run applies
// nothing, and prisma/schema.prisma has no change that lacks a migration.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { catalogSqlDrift, pgliteSession, readCatalogSql } from "./catalog-sql";
import { newPGlite, openDatabase, pgliteFactory } from "./connection";
import { applyMigrations, diffMigrationsToSchema, readMigrationList } from "./migrations";

const TABLES_QUERY = `SELECT table_name FROM information_schema.tables
  WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY 1`;
const CHECKS_QUERY = `SELECT conname FROM pg_constraint WHERE contype = 'c'
  AND connamespace = 'public'::regnamespace ORDER BY 1`;

async function migrationNames() {
  return (await readMigrationList()).migrationDirectories.map((directory) => directory.path);
}

describe("migrations on PostgreSQL", () => {
  const url = process.env.DATABASE_URL!;
  const client = new pg.Client({ connectionString: url });
  afterAll(() => client.end());

  it("have built this test database from the template, every migration recorded", async () => {
    await client.connect();
    const applied = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1`,
    );
    expect(applied.rows.map((row) => row.migration_name)).toEqual(await migrationNames());
  });

  it("apply nothing the second time", async () => {
    const database = openDatabase({ kind: "postgres", url });
    await expect(applyMigrations(database.factory)).resolves.toEqual([]);
  });

  it("create the money constraints", async () => {
    const checks = await client.query<{ conname: string }>(CHECKS_QUERY);
    expect(checks.rows.map((row) => row.conname)).toEqual(
      expect.arrayContaining([
        "LedgerAccount_balance_non_negative",
        "LedgerTransfer_amount_positive",
        "LedgerTransfer_distinct_accounts",
        "Review_rating_range",
      ]),
    );
  });
});

describe("migrations on the embedded PGlite", () => {
  const dir = mkdtempSync(join(tmpdir(), "coinmarket-pglite-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("build the same tables and constraints as on PostgreSQL, and re-apply nothing", async () => {
    const pglite = newPGlite(join(dir, "pglite"));
    try {
      const factory = pgliteFactory(pglite);
      expect(await applyMigrations(factory)).toEqual(await migrationNames());
      expect(await applyMigrations(factory)).toEqual([]);

      const postgres = new pg.Client({ connectionString: process.env.DATABASE_URL! });
      await postgres.connect();
      try {
        for (const query of [TABLES_QUERY, CHECKS_QUERY]) {
          const onPglite = (await pglite.query<Record<string, string>>(query)).rows;
          const onPostgres = (await postgres.query<Record<string, string>>(query)).rows;
          expect(onPglite).toEqual(onPostgres);
        }
      } finally {
        await postgres.end();
      }
      // The catalogue's functions and triggers are prisma/sql/catalog.sql's here too.
      const drift = await catalogSqlDrift(pgliteSession(pglite), await readCatalogSql());
      expect(drift.differences).toEqual([]);
    } finally {
      await pglite.close();
    }
  });
});

describe("prisma/schema.prisma", () => {
  it("has a migration for every change (run `npm run db:new-migration -- <name>` if this fails)", async () => {
    const scratch = newPGlite("memory://");
    try {
      const sql = await diffMigrationsToSchema(pgliteFactory(scratch));
      expect(sql.replace(/^--.*$/gm, "").trim()).toBe("");
    } finally {
      await scratch.close();
    }
  });
});
