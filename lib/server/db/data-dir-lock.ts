// PGlite keeps no lock of its own: two processes that open one data directory both write it and
// corrupt it. Every opening of the embedded database goes through claimDataDir, which records the
// owning process in DATA_DIR/pglite.lock and refuses while another live process holds it. A lock
// left by a process that died (SIGKILL, power loss) names a pid that no longer runs and is taken
// over. Openings within one process share the lock.
import "server-only";
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const held = new Map<string, number>();
let releasesAtExit = false;

export function lockFileOf(dataDir: string): string {
  return resolve(dataDir, "pglite.lock");
}

/** The pid a lock file names, while that process runs (this process included). */
function liveLockHolder(lockFile: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process runs under another user, and it still holds the lock.
    return error instanceof Error && "code" in error && error.code === "EPERM" ? pid : undefined;
  }
}

/** The pid holding `dataDir`'s database, when it is another process that still runs. */
function dataDirHolder(dataDir: string): number | undefined {
  const pid = liveLockHolder(lockFileOf(dataDir));
  // Openings within this process share the lock.
  return pid === process.pid ? undefined : pid;
}

class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in process ${pid} (a running npm start or a script). PGlite allows one process at a time: stop that process and try again. If no such process is yours, remove ${lockFileOf(dataDir)}.`,
    );
  }
}

function releaseAll() {
  for (const dataDir of held.keys()) {
    try {
      unlinkSync(lockFileOf(dataDir));
    } catch {
      // Already gone.
    }
  }
  held.clear();
}

/** Claims `dataDir` for this process or throws DataDirBusyError; returns the release. */
export function claimDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const count = held.get(dir) ?? 0;
  if (count === 0) {
    const holder = dataDirHolder(dir);
    if (holder !== undefined) throw new DataDirBusyError(dir, holder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(lockFileOf(dir), `${process.pid}\n`);
    if (!releasesAtExit) process.on("exit", releaseAll);
    releasesAtExit = true;
  }
  held.set(dir, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(dir) ?? 1) - 1;
    if (left > 0) return void held.set(dir, left);
    held.delete(dir);
    try {
      unlinkSync(lockFileOf(dir));
    } catch {
      // Already gone.
    }
  };
}
