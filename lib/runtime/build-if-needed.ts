// `npm start` builds when there is no production build, or when sources changed after it.
// One build at a time: two `next build`s in one folder fail, and two servers (or two test files
// that start them) can find the build out of date at once. The second waits for the first and
// then finds the build current.
import { spawnSync } from "node:child_process";
import { existsSync, linkSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { liveLockHolder } from "@/lib/server/db/data-dir-lock";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "generated",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
];

/** The newest modification time under `path` (0 when it does not exist). */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const LOCK = ".next-build.lock";
const LOCK_WAIT_MS = 10 * 60_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes the lock at `path` (a file holding the taker's process id), waiting while a live process
 * holds it (this one too: test files that start servers run in worker threads of one process) and
 * taking over one a killed process left behind. Returns its release.
 */
export function lockFile(path: string, waitMs = LOCK_WAIT_MS): () => void {
  const deadline = Date.now() + waitMs;
  // Written whole beside the lock, then linked to its name: the lock is never seen half-written.
  const mine = `${path}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (;;) {
      try {
        linkSync(mine, path);
        return () => rmSync(path, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = liveLockHolder(path);
      if (holder === undefined) rmSync(path, { force: true });
      else if (Date.now() > deadline) throw new Error(`process ${holder} holds ${path}`);
      else sleepSync(200);
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

export function buildIfNeeded(log: (line: string) => void = console.log) {
  const unlock = lockFile(LOCK);
  try {
    buildUnlessCurrent(log);
  } finally {
    unlock();
  }
}

function buildUnlessCurrent(log: (line: string) => void) {
  const buildId = join(".next", "BUILD_ID");
  if (existsSync(buildId)) {
    const builtAt = statSync(buildId).mtimeMs;
    const changedAt = Math.max(...SOURCES.map(newestMtime));
    if (changedAt <= builtAt) return;
    log("Build: sources changed since the last build, rebuilding...");
  } else {
    log("Build: no production build yet, building (about a minute)...");
  }
  const result = spawnSync("npx", ["--no-install", "next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
}
