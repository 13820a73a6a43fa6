// What the processes of one end-to-end run share through files: the setup and every worker
// (Playwright starts new ones per project and after a failure) read and change them under a
// lock. They live under the run's output directory, which Playwright empties when a run starts;
// the servers start from a fresh database every run too (scripts/e2e-server*.ts).
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const RUN_STATE_DIR = path.resolve(import.meta.dirname, "../../test-results/run-state");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding the lock `name` (a directory: making one is atomic). A lock older
 * than `staleMs` was left by a process that died holding it, and is taken over.
 */
export async function withLock<T>(
  name: string,
  staleMs: number,
  work: () => T | Promise<T>,
): Promise<T> {
  mkdirSync(RUN_STATE_DIR, { recursive: true });
  const lock = path.join(RUN_STATE_DIR, `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > staleMs)
          rmSync(lock, { force: true, recursive: true });
      } catch {
        // Released meanwhile.
      }
      await sleep(20);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true, recursive: true });
  }
}

export function readState<T>(name: string): T | null {
  try {
    return JSON.parse(readFileSync(path.join(RUN_STATE_DIR, `${name}.json`), "utf8")) as T;
  } catch {
    return null;
  }
}

export function writeState(name: string, value: unknown): void {
  mkdirSync(RUN_STATE_DIR, { recursive: true });
  writeFileSync(path.join(RUN_STATE_DIR, `${name}.json`), JSON.stringify(value), { mode: 0o600 });
}

export function dropState(name: string): void {
  rmSync(path.join(RUN_STATE_DIR, `${name}.json`), { force: true });
}

interface Stored<T> {
  value: T;
  /** When it was made (ms since the epoch). */
  since: number;
}

/** Making a credential may wait for the next authenticator step (30 s) and a few requests. */
const MAKING_MS = 120_000;

/**
 * A credential every process of the run shares (`name`): the stored one while it is younger than
 * `maxAgeMs`, else a new one from `make`, stored for the others. One process makes it while the
 * others wait for it.
 */
export function sharedCredential<T>(
  name: string,
  maxAgeMs: number,
  make: () => Promise<T>,
): Promise<T> {
  return withLock(name, MAKING_MS, async () => {
    const stored = readState<Stored<T>>(name);
    if (stored && Date.now() - stored.since < maxAgeMs) return stored.value;
    // Counted from before the sign-in: the credential is a little younger than that.
    const since = Date.now();
    const value = await make();
    writeState(name, { value, since } satisfies Stored<T>);
    return value;
  });
}

/** Offers a credential made elsewhere (the setup's) to the processes that come after. */
export function storeSharedCredential<T>(name: string, value: T, since: number): void {
  writeState(name, { value, since } satisfies Stored<T>);
}
