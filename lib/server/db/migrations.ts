// Applies prisma/migrations to a database (PGlite or PostgreSQL) and writes new migrations,
// through the wasm schema engine: the same code for the embedded default, a real server and tests.
import "server-only";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { MigrationList } from "@prisma/schema-engine-wasm";
import { openSchemaEngine, type EngineLog } from "./schema-engine";

export const PRISMA_DIR = resolve(process.cwd(), "prisma");
const SCHEMA_PATH = join(PRISMA_DIR, "schema.prisma");
export const MIGRATIONS_DIR = join(PRISMA_DIR, "migrations");
const LOCKFILE = "migration_lock.toml";

async function readDatamodel() {
  return { path: SCHEMA_PATH, source: await readFile(SCHEMA_PATH, "utf8") };
}

export async function readMigrationList(migrationsDir = MIGRATIONS_DIR): Promise<MigrationList> {
  const entries = existsSync(migrationsDir)
    ? await readdir(migrationsDir, { withFileTypes: true })
    : [];
  const directories = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const lockPath = join(migrationsDir, LOCKFILE);
  return {
    baseDir: migrationsDir,
    lockfile: {
      path: LOCKFILE,
      content: existsSync(lockPath) ? await readFile(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: await Promise.all(
      directories.map(async (name) => {
        const file = join(migrationsDir, name, "migration.sql");
        return {
          path: name,
          migrationFile: {
            path: "migration.sql",
            content: existsSync(file)
              ? { tag: "ok" as const, value: await readFile(file, "utf8") }
              : { tag: "error" as const, value: `${file} is missing` },
          },
        };
      }),
    ),
  };
}

const NO_FILTERS = { externalTables: [], externalEnums: [] };

/**
 * The engine never closes the connections it opens, and on PostgreSQL one of them holds the
 * migration advisory lock until the pool's idle timeout: the next migrate would wait 10 s.
 * Track what it opens and close it when the engine is done.
 */
function closingWhenDone(factory: SqlMigrationAwareDriverAdapterFactory) {
  const opened: SqlDriverAdapter[] = [];
  const track = async (connection: Promise<SqlDriverAdapter>) => {
    const adapter = await connection;
    opened.push(adapter);
    return adapter;
  };
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => track(factory.connect()),
    connectToShadowDb: () => track(factory.connectToShadowDb()),
  };
  return {
    factory: tracked,
    closeAll: () => Promise.all(opened.splice(0).map((adapter) => adapter.dispose())),
  };
}

async function withEngine<T>(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  run: (
    engine: Awaited<ReturnType<typeof openSchemaEngine>>,
    datamodel: { path: string; source: string },
  ) => Promise<T>,
  log?: EngineLog,
): Promise<T> {
  const datamodel = await readDatamodel();
  const connections = closingWhenDone(adapterFactory);
  const engine = await openSchemaEngine(datamodel, connections.factory, log);
  try {
    return await run(engine, datamodel);
  } finally {
    engine.free();
    await connections.closeAll();
  }
}

/** Applies every migration not yet recorded in `_prisma_migrations`; returns their names. */
export async function applyMigrations(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  log?: EngineLog,
): Promise<string[]> {
  return withEngine(
    adapterFactory,
    async (engine) => {
      const output = await engine.applyMigrations({
        migrationsList: await readMigrationList(),
        filters: NO_FILTERS,
      });
      return output.appliedMigrationNames;
    },
    log,
  );
}

/**
 * The SQL that takes a database from the state of the existing migrations to the schema,
 * or an empty string when they agree. Uses the factory's shadow database.
 */
export async function diffMigrationsToSchema(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<string> {
  return withEngine(adapterFactory, async (engine, datamodel) => {
    const list = await readMigrationList();
    const result = await engine.diff({
      from: list.migrationDirectories.length ? { tag: "migrations", ...list } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: [{ path: datamodel.path, content: datamodel.source }] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return result.stdout ?? "";
  });
}
