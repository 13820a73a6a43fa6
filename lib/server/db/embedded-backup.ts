// Backup and restore of the embedded database (npm run db:backup / db:restore). A backup holds
// PGlite's own dump of its data directory: an exact copy that PGlite loads back as it was, with
// no pg_dump needed (why, and why the server must be stopped: docs/decisions/embedded-backups.md);
// and, when the server runs on a generated AUTH_SECRET, that secret, without which the payout
// details sealed with it cannot be opened (backup-archive.ts). Both check, with the key the
// server runs with, that the sealed payout details open (sealed-data.ts), and refuse otherwise.
// PGlite is single-process, so both refuse while another process has the database open
// (data-dir-lock.ts).
import "server-only";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, resolve } from "node:path";
import { keepAuthSecret, keptAuthSecret } from "@/lib/runtime/auth-secret";
import { packBackup, unpackBackup } from "./backup-archive";
import { openEmbeddedPGlite, pgliteDirOf } from "./connection";
import { claimDataDir } from "./data-dir-lock";
import {
  checkSealedData,
  sealingKeyOf,
  type ConfiguredKeys,
  type SealedDataCheck,
  type SealingKey,
} from "./sealed-data";

const KEPT_SECRET = "the generated AUTH_SECRET in DATA_DIR/auth-secret";

/** DATA_DIR/backups/coinmarket-2026-11-26T21-30-00Z.tar */
export function defaultBackupPath(dataDir: string, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  return resolve(dataDir, "backups", `coinmarket-${stamp}.tar`);
}

function hasDatabase(dataDir: string): boolean {
  const dir = pgliteDirOf(dataDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** A timestamp for file names: 2026-11-26T21-30-00.123Z. */
function fileStamp(): string {
  return new Date().toISOString().replaceAll(":", "-");
}

export interface KeyOptions {
  /** PAYOUT_ENCRYPTION_KEY and AUTH_SECRET as the server is configured (its environment). */
  keys?: ConfiguredKeys;
  /** Go on when the sealed payout details do not open: for a key that is lost for good. */
  allowUnreadablePayouts?: boolean;
}

const UNREADABLE_ESCAPE =
  "If that key is lost for good, add --allow-unreadable-payouts to go on without it: admins then cannot read those payout details, and the organizations enter them again.";

function keyName(check: SealedDataCheck): string {
  return check.key
    ? check.key.source
    : "no key (neither PAYOUT_ENCRYPTION_KEY nor AUTH_SECRET is set, and DATA_DIR has no generated auth-secret)";
}

export interface BackupResult {
  bytes: number;
  /** The backup carries the generated AUTH_SECRET (the server runs on it). */
  carriesAuthSecret: boolean;
  sealed: SealedDataCheck;
}

/**
 * Writes a backup of `dataDir`'s database to `file`. It carries DATA_DIR's generated AUTH_SECRET
 * when no AUTH_SECRET is configured (the server then runs on it, and seals payout details with it
 * unless PAYOUT_ENCRYPTION_KEY is set); a configured key stays the operator's to keep. Refuses
 * when the sealed payout details do not open with the key the server runs with: the backup could
 * not be restored with them.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
  options: KeyOptions = {},
): Promise<BackupResult> {
  // Opening an absent database would create an empty one and back that up.
  if (!hasDatabase(dataDir)) {
    throw new Error(`No embedded database in ${pgliteDirOf(dataDir)}: nothing to back up.`);
  }
  const keys = options.keys ?? {};
  const generated = keys.AUTH_SECRET ? undefined : keptAuthSecret(dataDir);
  const key = sealingKeyOf(
    keys,
    generated ? { secret: generated, source: KEPT_SECRET } : undefined,
  );
  const { pglite, close } = openEmbeddedPGlite(dataDir);
  try {
    const sealed = await checkSealedData(pglite, key);
    if (!sealed.ok && !options.allowUnreadablePayouts) {
      throw new Error(
        `The sealed payout details in this database do not open with ${keyName(sealed)}, so a backup could not be restored with them. Nothing was written. Run db:backup with the PAYOUT_ENCRYPTION_KEY and AUTH_SECRET the server runs with. ${UNREADABLE_ESCAPE}`,
      );
    }
    const tarball = await pglite.dumpDataDir("gzip");
    const database = Buffer.from(await tarball.arrayBuffer());
    const bytes = packBackup({ database, authSecret: generated });
    mkdirSync(dirname(file), { recursive: true });
    // Written beside and renamed, so `file` is never half a backup; it may hold a secret.
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, file);
    return { bytes: bytes.length, carriesAuthSecret: Boolean(generated), sealed };
  } finally {
    await close();
  }
}

export interface RestoreResult {
  /** Where the database that was there went (with force). */
  replacedTo?: string;
  /** Where a different generated AUTH_SECRET that was there went. */
  authSecretReplacedTo?: string;
  /** The backup's generated AUTH_SECRET is now DATA_DIR's. */
  restoredAuthSecret: boolean;
  sealed: SealedDataCheck;
}

/**
 * Loads the backup `file` into `dataDir`, which must hold no database yet. With `force` an
 * existing database is moved aside to pglite.replaced-<time> (never deleted) first. The backup's
 * generated AUTH_SECRET, when it carries one and no AUTH_SECRET is configured, becomes DATA_DIR's.
 * The database is loaded beside first and its sealed payout details opened with the key the
 * server will run with: when they do not open, nothing changes and it refuses.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  options: KeyOptions & { force?: boolean } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  const backup = unpackBackup(readFileSync(file), file);
  const keys = options.keys ?? {};
  // Held from the check to the load: moving or filling a database another process has open
  // would lose its writes.
  const release = claimDataDir(dataDir);
  const staging = resolve(dataDir, `restoring-${fileStamp()}`);
  try {
    if (hasDatabase(dataDir) && !options.force) {
      throw new Error(
        `${pgliteDirOf(dataDir)} already holds a database. Restore into an empty DATA_DIR, or add --force to move the current database aside and restore over it.`,
      );
    }
    const restoredSecret = keys.AUTH_SECRET ? undefined : backup.authSecret;
    const kept = keys.AUTH_SECRET ? undefined : keptAuthSecret(dataDir);
    const generated: SealingKey | undefined = restoredSecret
      ? { secret: restoredSecret, source: "the generated AUTH_SECRET the backup carries" }
      : kept
        ? { secret: kept, source: KEPT_SECRET }
        : undefined;
    const key = sealingKeyOf(keys, generated);
    const sealed = await loadAndCheck(staging, backup.database, key);
    if (!sealed.ok && !options.allowUnreadablePayouts) {
      throw new Error(
        `The sealed payout details in this backup do not open with ${keyName(sealed)}, the key the server would run with here. Nothing was restored. Set PAYOUT_ENCRYPTION_KEY (or AUTH_SECRET) to the key the backed-up server ran with, or restore the backup db:backup wrote with its auth-secret, and try again. ${UNREADABLE_ESCAPE}`,
      );
    }
    let replacedTo: string | undefined;
    if (hasDatabase(dataDir)) {
      replacedTo = `${pgliteDirOf(dataDir)}.replaced-${fileStamp()}`;
      renameSync(pgliteDirOf(dataDir), replacedTo);
    }
    renameSync(pgliteDirOf(staging), pgliteDirOf(dataDir));
    const secret = restoredSecret ? keepAuthSecret(dataDir, restoredSecret) : {};
    return {
      ...(replacedTo ? { replacedTo } : {}),
      ...(secret.replacedTo ? { authSecretReplacedTo: secret.replacedTo } : {}),
      restoredAuthSecret: Boolean(restoredSecret),
      sealed,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** Loads the dump into `staging`'s database and opens its sealed payout details with `key`. */
async function loadAndCheck(
  staging: string,
  database: Buffer,
  key: SealingKey | null,
): Promise<SealedDataCheck> {
  const { pglite, close } = openEmbeddedPGlite(staging, {
    loadDataDir: new Blob([new Uint8Array(database)]),
  });
  try {
    await pglite.waitReady;
    return await checkSealedData(pglite, key);
  } finally {
    await close();
  }
}

/** What db:backup and db:restore say with DATABASE_URL: PostgreSQL has its own tools. */
export const POSTGRES_BACKUP_ADVICE = `DATABASE_URL is set: this command backs up the embedded database only. Back up PostgreSQL with its own tools (see "Backups" in docs/operations.md):
  pg_dump --format=custom --file=coinmarket.dump "$DATABASE_URL"
  pg_restore --no-owner --dbname="$DATABASE_URL" coinmarket.dump   (into an empty database)`;
