// Each app server records one health check a minute (started by instrumentation.ts): whether the
// app reached its database and how long that took. The admin's uptime is read from these rows
// (lib/server/admin/uptime.ts). A minute in which no server could write its check counts as down.
import "server-only";
import { db } from "@/lib/server/db/client";
import { startPeriodic, type Periodic } from "@/lib/server/lifecycle/periodic";
import { checkHealth } from "./check-health";

const SAMPLE_INTERVAL_MS = 60_000;
/** Checks older than this are pruned: uptime reads 30 days. */
const KEEP_DAYS = 35;
/** Pruning runs once an hour of samples, not every minute. */
const PRUNE_EVERY = 60;

/** Records one health check now; resolves whether the app was healthy. */
export async function recordHealthSample(): Promise<boolean> {
  let healthy = true;
  let databaseMs: number | null = null;
  try {
    databaseMs = Math.round((await checkHealth()).database.latencyMs);
  } catch {
    healthy = false;
  }
  // With the database down this write fails too, and the missing minute is the record of it.
  await db().healthSample.create({ data: { healthy, databaseMs } });
  return healthy;
}

async function pruneOldSamples(): Promise<void> {
  const before = new Date(Date.now() - KEEP_DAYS * 24 * 60 * 60_000);
  await db().healthSample.deleteMany({ where: { checkedAt: { lt: before } } });
}

let sampler: Periodic | null = null;

export function startHealthSampler(intervalMs = SAMPLE_INTERVAL_MS): void {
  if (sampler) return;
  let ticks = 0;
  const sample = () => {
    ticks += 1;
    const prune = ticks % PRUNE_EVERY === 0;
    return recordHealthSample().then(() => (prune ? pruneOldSamples() : undefined));
  };
  // The first check at start, so a new server shows its uptime at once.
  sampler = startPeriodic({ name: "health.sample", intervalMs, runAtStart: true, work: sample });
}
