// Earnings that clear (docs/features.md): a completed booking pays its organization into a
// clearing account, and only after PlatformSettings' clearingDays (7 as seeded) may a conversion
// hold the coins. The specs about converting need coins an organization can convert today, so
// their bookings complete while the period is 0 days (the earnings then go straight to the
// organization's earnings, as the product does with a period of 0), and the period is put back
// at once. Those few moments are the only ones the suite runs with another period than the
// seeded one: a lock shared by every worker (a directory beside the others' temporary files,
// one per server) lets one such window be open at a time, and lets the specs that see
// completed coins clear take that lock around their own completions, so none of them completes
// inside another's window.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@playwright/test";
import { currentRules, restoreRules } from "./admin-settings";

const LOCK_WAIT_MS = 60_000;

function lockPath(): string {
  const base = test.info().project.use.baseURL ?? "default";
  return join(tmpdir(), `coinmarket-e2e-clearing-${base.replace(/\W+/g, "-")}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock (a directory: made at once or not at all), waiting while a live worker has it. */
async function lock(): Promise<() => Promise<void>> {
  const path = lockPath();
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(path);
      await writeFile(join(path, "pid"), String(process.pid));
      return () => rm(path, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // A worker that died holding it (its pid written, the process gone) leaves it to be taken.
    const holder = Number(await readFile(join(path, "pid"), "utf8").catch(() => "NaN"));
    if (Number.isInteger(holder) && !alive(holder)) {
      await rm(path, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`the clearing lock ${path} is held by ${holder}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sets the clearing period as the demo admin, the other rules as they are. */
async function setClearingDays(days: number): Promise<void> {
  await restoreRules({ ...(await currentRules()), clearingDays: days });
}

/**
 * Runs `complete` (the customer's acceptance of a delivery) while the clearing period is 0 days:
 * the organization can convert the coins at once. The period is put back however it ends.
 */
export async function completeClearingAtOnce<T>(complete: () => Promise<T>): Promise<T> {
  const unlock = await lock();
  try {
    const { clearingDays } = await currentRules();
    await setClearingDays(0);
    try {
      return await complete();
    } finally {
      await setClearingDays(clearingDays);
    }
  } finally {
    await unlock();
  }
}

/**
 * Runs `complete` (an acceptance or a dispute's decision) with the clearing period as set: never
 * inside another spec's completeClearingAtOnce, so the coins surely go to clearing first.
 */
export async function completeWithClearing<T>(complete: () => Promise<T>): Promise<T> {
  const unlock = await lock();
  try {
    return await complete();
  } finally {
    await unlock();
  }
}
