// prisma/sql/catalog.sql, the catalogue search's functions and triggers as they are now, against
// a migrated database's: what differs, and the SQL a new migration needs to bring the migrations
// in step with the file. The catalogue's functions are the catalog_* functions of the schema;
// its triggers, those that run one of them.
import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { newPGlite, pgliteFactory } from "./connection";
import { applyMigrations, PRISMA_DIR } from "./migrations";

const CATALOG_SQL_PATH = join(PRISMA_DIR, "sql", "catalog.sql");
const FILE = "prisma/sql/catalog.sql";

/** A connection that runs one statement with rows back, or a script of several. */
export interface SqlSession {
  rows<T>(sql: string): Promise<T[]>;
  script(sql: string): Promise<void>;
}

interface Definition {
  /** "function catalog_x(args)" or "trigger T on table": what a difference is reported as. */
  name: string;
  /** pg_get_functiondef / pg_get_triggerdef: the body as written, the rest normalized. */
  definition: string;
  /** The function's signature, for DROP FUNCTION; null for a trigger. */
  signature: string | null;
}

const DEFINITIONS = `
  SELECT 'function ' || p.oid::regprocedure::text AS "name",
         pg_get_functiondef(p.oid) AS "definition", p.oid::regprocedure::text AS "signature"
    FROM pg_proc p
   WHERE p.pronamespace = current_schema()::regnamespace AND p.proname LIKE 'catalog\\_%'
  UNION ALL
  SELECT 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass::text, pg_get_triggerdef(t.oid),
         NULL
    FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
   WHERE NOT t.tgisinternal AND p.pronamespace = current_schema()::regnamespace
     AND p.proname LIKE 'catalog\\_%'
  ORDER BY 1`;

export interface CatalogSqlDrift {
  /** One line per function or trigger that differs, in name order; empty when in step. */
  differences: string[];
  /** The functions the migrations have and the file does not. */
  dropped: string[];
}

/**
 * The database's catalogue functions and triggers against those `fileSql` creates over the same
 * tables: both read in one transaction (the database's, then the file's after dropping every
 * catalog_* function with its triggers), which is rolled back, so the database is left as it was.
 */
export async function catalogSqlDrift(
  session: SqlSession,
  fileSql: string,
): Promise<CatalogSqlDrift> {
  await session.script("BEGIN");
  let migrated: Definition[];
  let fromFile: Definition[];
  try {
    migrated = await session.rows<Definition>(DEFINITIONS);
    const drops = migrated.flatMap((d) =>
      d.signature ? [`DROP FUNCTION ${d.signature} CASCADE;`] : [],
    );
    if (drops.length) await session.script(drops.join("\n"));
    await session.script(fileSql);
    fromFile = await session.rows<Definition>(DEFINITIONS);
  } finally {
    await session.script("ROLLBACK");
  }
  const inFile = new Map(fromFile.map((d) => [d.name, d.definition]));
  const differences: string[] = [];
  const dropped: string[] = [];
  for (const d of migrated) {
    const other = inFile.get(d.name);
    if (other === undefined) {
      differences.push(`${d.name}: in the migrations, not in ${FILE}`);
      if (d.signature) dropped.push(d.signature);
    } else if (other !== d.definition) {
      differences.push(`${d.name}: differs between the migrations and ${FILE}`);
    }
  }
  const inMigrations = new Set(migrated.map((d) => d.name));
  for (const d of fromFile) {
    if (!inMigrations.has(d.name)) differences.push(`${d.name}: in ${FILE}, not in the migrations`);
  }
  return { differences: differences.sort(), dropped };
}

export function readCatalogSql(): Promise<string> {
  return readFile(CATALOG_SQL_PATH, "utf8");
}

/**
 * What a new migration must run so that the migrated database's catalogue functions and triggers
 * are the file's: the functions the file no longer has dropped (with their triggers), then the
 * file itself (CREATE OR REPLACE throughout); "" when they are already in step.
 */
export function catalogSqlMigration(drift: CatalogSqlDrift, fileSql: string): string {
  if (drift.differences.length === 0) return "";
  const drops = drift.dropped.map((signature) => `DROP FUNCTION IF EXISTS ${signature} CASCADE;\n`);
  return `-- ${FILE}, whose catalogue functions and triggers differed from the migrations':\n${drift.differences
    .map((line) => `--   ${line}\n`)
    .join("")}${drops.join("")}\n${fileSql}`;
}

/** A PGlite database as a session. */
export function pgliteSession(pglite: PGlite): SqlSession {
  return {
    rows: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
    script: async (sql) => {
      await pglite.exec(sql);
    },
  };
}

/**
 * For `npm run db:new-migration`: the existing migrations applied to an in-memory PGlite, and the
 * SQL that brings them in step with prisma/sql/catalog.sql ("" when they are).
 */
export async function pendingCatalogSql(): Promise<string> {
  const scratch = newPGlite("memory://");
  try {
    await applyMigrations(pgliteFactory(scratch));
    const fileSql = await readCatalogSql();
    return catalogSqlMigration(await catalogSqlDrift(pgliteSession(scratch), fileSql), fileSql);
  } finally {
    await scratch.close();
  }
}
