// Backup and restore of the embedded database (npm run db:backup / db:restore). A backup is
// PGlite's own dump of its data directory, a gzipped tarball: an exact copy that PGlite loads
// back as it was, with no pg_dump needed (why, and why the server must be stopped:
// docs/decisions/embedded-backups.md). PGlite is single-process, so both refuse while another
// process has the database open (data-dir-lock.ts).
import "server-only";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { dirname, resolve } from "node:path";
import { openEmbeddedPGlite, pgliteDirOf } from "./connection";
import { claimDataDir } from "./data-dir-lock";

/** DATA_DIR/backups/coinmarket-2026-11-26T21-30-00Z.tar.gz */
export function defaultBackupPath(dataDir: string, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return resolve(dataDir, "backups", `coinmarket-${stamp}.tar.gz`);
}

function hasDatabase(dataDir: string): boolean {
  const dir = pgliteDirOf(dataDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** Writes a backup of `dataDir`'s database to `file`; returns its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  // Opening an absent database would create an empty one and back that up.
  if (!hasDatabase(dataDir)) {
    throw new Error(`No embedded database in ${pgliteDirOf(dataDir)}: nothing to back up.`);
  }
  const { pglite, close } = openEmbeddedPGlite(dataDir);
  try {
    const tarball = await pglite.dumpDataDir("gzip");
    const bytes = Buffer.from(await tarball.arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    // Written beside and renamed, so `file` is never half a backup.
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return bytes.length;
  } finally {
    await close();
  }
}

/**
 * Loads the backup `file` into `dataDir`, which must hold no database yet. With `force` an
 * existing database is moved aside to pglite.replaced-<time> (never deleted) first. Returns
 * where the replaced database went, if any.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ replacedTo?: string }> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  const tarball = readFileSync(file);
  // Held from the check to the load: moving or filling a database another process has open
  // would lose its writes.
  const release = claimDataDir(dataDir);
  try {
    let replacedTo: string | undefined;
    if (hasDatabase(dataDir)) {
      if (!options.force) {
        throw new Error(
          `${pgliteDirOf(dataDir)} already holds a database. Restore into an empty DATA_DIR, or add --force to move the current database aside and restore over it.`,
        );
      }
      replacedTo = `${pgliteDirOf(dataDir)}.replaced-${new Date().toISOString().replaceAll(":", "-")}`;
      renameSync(pgliteDirOf(dataDir), replacedTo);
    }
    const { pglite, close } = openEmbeddedPGlite(dataDir, { loadDataDir: new Blob([tarball]) });
    try {
      await pglite.waitReady;
    } finally {
      await close();
    }
    return replacedTo ? { replacedTo } : {};
  } finally {
    release();
  }
}

/** What db:backup and db:restore say with DATABASE_URL: PostgreSQL has its own tools. */
export const POSTGRES_BACKUP_ADVICE = `DATABASE_URL is set: this command backs up the embedded database only. Back up PostgreSQL with its own tools (see "Backups" in docs/operations.md):
  pg_dump --format=custom --file=coinmarket.dump "$DATABASE_URL"
  pg_restore --no-owner --dbname="$DATABASE_URL" coinmarket.dump   (into an empty database)`;
