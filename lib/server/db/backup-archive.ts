// The file db:backup writes: a plain tar (ustar) holding PGlite's gzipped dump of the database
// (`pglite.tar.gz`) and, when the server runs on a generated AUTH_SECRET, that secret
// (`auth-secret`): what the backup needs to open the payout details it holds. `tar -tf` lists
// them. A file that starts as gzip is a backup from before the secret travelled with it: PGlite's
// dump alone.
import "server-only";

const BLOCK = 512;
const DATABASE_ENTRY = "pglite.tar.gz";
const SECRET_ENTRY = "auth-secret";
/** The largest size a ustar header holds: 11 octal digits. */
const MAX_ENTRY_BYTES = 8 ** 11 - 1;

export interface BackupContents {
  /** PGlite's dump of its data directory, gzipped (dumpDataDir("gzip")). */
  database: Buffer;
  /** The generated AUTH_SECRET the backed-up server ran with, when it carries one. */
  authSecret?: string;
}

/** Writes a number into a header field of `length` bytes at `offset`, as ustar does: octal. */
function octal(
  header: Buffer,
  { value, offset, length }: { value: number; offset: number; length: number },
): void {
  header.write(`${value.toString(8).padStart(length - 1, "0")}\0`, offset, length, "ascii");
}

function entryHeader({
  name,
  size,
  mode,
  mtime,
}: {
  name: string;
  size: number;
  mode: number;
  mtime: number;
}): Buffer {
  if (size > MAX_ENTRY_BYTES) throw new Error(`backup: ${name} is too large for a tar entry`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, "utf8");
  octal(header, { value: mode, offset: 100, length: 8 });
  octal(header, { value: 0, offset: 108, length: 8 });
  octal(header, { value: 0, offset: 116, length: 8 });
  octal(header, { value: size, offset: 124, length: 12 });
  octal(header, { value: mtime, offset: 136, length: 12 });
  header.fill(" ", 148, 156);
  header.write("0", 156, "ascii");
  header.write("ustar\0", 257, "ascii");
  header.write("00", 263, "ascii");
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return header;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

export function packBackup(contents: BackupContents, at = new Date()): Buffer {
  const mtime = Math.floor(at.getTime() / 1000);
  const entries: [name: string, data: Buffer, mode: number][] = [
    [DATABASE_ENTRY, contents.database, 0o600],
  ];
  if (contents.authSecret) {
    entries.push([SECRET_ENTRY, Buffer.from(`${contents.authSecret}\n`), 0o600]);
  }
  return Buffer.concat([
    ...entries.flatMap(([name, data, mode]) => [
      entryHeader({ name, size: data.length, mode, mtime }),
      data,
      padding(data.length),
    ]),
    // The end of a tar: two empty blocks.
    Buffer.alloc(BLOCK * 2),
  ]);
}

function text(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
}

/** The files of a tar, by name; throws when it is not one. */
function readTar(file: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= file.length) {
    const header = file.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return files;
    if (text(header, 257, 5) !== "ustar") throw new Error("not a tar file");
    const size = Number.parseInt(text(header, 124, 12).trim() || "0", 8);
    const start = offset + BLOCK;
    if (!Number.isSafeInteger(size) || start + size > file.length) throw new Error("truncated");
    files.set(text(header, 0, 100), file.subarray(start, start + size));
    offset = start + size + padding(size).length;
  }
  throw new Error("truncated");
}

/** What a backup file holds; throws with what is wrong when it is not a backup. */
export function unpackBackup(file: Buffer, name: string): BackupContents {
  // gzip's magic bytes: PGlite's dump as the first backups were written.
  if (file[0] === 0x1f && file[1] === 0x8b) return { database: file };
  let files: Map<string, Buffer>;
  try {
    files = readTar(file);
  } catch (error) {
    throw new Error(`${name} is not a db:backup file (${(error as Error).message}).`);
  }
  const database = files.get(DATABASE_ENTRY);
  if (!database) throw new Error(`${name} is not a db:backup file (no ${DATABASE_ENTRY} in it).`);
  const authSecret = files.get(SECRET_ENTRY)?.toString("utf8").trim();
  return authSecret ? { database, authSecret } : { database };
}
