// Which database the process talks to: PGlite on disk under DATA_DIR by default, PostgreSQL
// when DATABASE_URL is set. Both are reached through a Prisma driver adapter.
import "server-only";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import { notePool } from "./pool-usage";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { claimDataDir } from "./data-dir-lock";

export type DatabaseTarget =
  { kind: "embedded"; dataDir: string } | { kind: "postgres"; url: string };

export function databaseTarget(source: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseTarget {
  return source.DATABASE_URL
    ? { kind: "postgres", url: source.DATABASE_URL }
    : { kind: "embedded", dataDir: resolve(source.DATA_DIR) };
}

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "embedded") return `embedded PGlite at ${target.dataDir}/pglite`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** The PostgreSQL extensions the migrations use (PostgreSQL servers ship them in contrib). */
export const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm, fuzzystrmatch } };

export function newPGlite(dataDir: string): PGlite {
  return new PGlite(dataDir, PGLITE_OPTIONS);
}

/**
 * PGlite through Prisma's adapter, with the extensions loaded in the shadow database too (the
 * schema engine replays migrations there when it computes a diff).
 */
export function pgliteFactory(client: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(client);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => factory.connect(),
    connectToShadowDb: () => new PrismaPGlite(newPGlite("memory://")).connect(),
  };
}

export interface OpenDatabase {
  factory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

/**
 * @prisma/adapter-pg runs a migration script by splitting it on every ";", which breaks any
 * function body (our ledger's append-only trigger has one). Send the script to PostgreSQL whole
 * instead: one simple-protocol query, which PostgreSQL also runs as a single transaction.
 */
class WholeScriptPg implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres" as const;
  readonly adapterName: string;
  constructor(private readonly inner: PrismaPg) {
    this.adapterName = inner.adapterName;
  }
  connect() {
    return this.inner.connect().then((adapter) => {
      notePool(adapter.underlyingDriver());
      return WholeScriptPg.sendScriptsWhole(adapter);
    });
  }
  connectToShadowDb() {
    return this.inner.connectToShadowDb().then(WholeScriptPg.sendScriptsWhole);
  }
  private static sendScriptsWhole<A extends Awaited<ReturnType<PrismaPg["connect"]>>>(
    adapter: A,
  ): A {
    adapter.executeScript = async (script: string) => {
      await adapter.underlyingDriver().query(script);
    };
    return adapter;
  }
}

// On globalThis: Next.js bundles each route apart, and every bundle uses the one instance opened.
const globalForEmbedded = globalThis as typeof globalThis & { __coinmarketPGlite?: PGlite };

/** The embedded database openDatabase() opened last, if any: the live listener LISTENs on it. */
export function openedPGlite(): PGlite | undefined {
  return globalForEmbedded.__coinmarketPGlite;
}

export function openDatabase(
  target: DatabaseTarget,
  options: { poolSize?: number } = {},
): OpenDatabase {
  if (target.kind === "postgres") {
    const factory = new WholeScriptPg(
      new PrismaPg({ connectionString: target.url, max: options.poolSize ?? 10 }),
    );
    return { factory, close: async () => {} };
  }
  const { pglite, close } = openEmbeddedPGlite(target.dataDir);
  globalForEmbedded.__coinmarketPGlite = pglite;
  return { factory: pgliteFactory(pglite), close };
}

/** The PGlite directory inside DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return resolve(dataDir, "pglite");
}

/**
 * Opens DATA_DIR's PGlite for this process only (data-dir-lock.ts), or throws while another
 * process has it open. `options` reach PGlite, e.g. a tarball to load into an empty directory.
 */
export function openEmbeddedPGlite(
  dataDir: string,
  options: Pick<PGliteOptions, "loadDataDir"> = {},
): { pglite: PGlite; close(): Promise<void> } {
  const release = claimDataDir(dataDir);
  const dir = pgliteDirOf(dataDir);
  mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir, { ...PGLITE_OPTIONS, ...options });
  return {
    pglite,
    close: async () => {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}
