// A figure too costly to compute for every request that asks (the ledger and audit-chain scans
// behind two of the metrics' gauges read every account and audit entry): computed at most once
// per `maxAgeMs`, and only when someone reads it, by one computation that every reader meanwhile
// shares. Only the very first read waits for it; after that a read gets the sample there is, with
// the time it was taken, while a newer one is computed in the background.
import "server-only";
import { runInBackground } from "@/lib/server/background";

export interface Sample<T> {
  value: T;
  /** When the computation that gave `value` finished (ms since the epoch). */
  takenAt: number;
}

export interface SampledOptions<T> {
  /** Names the computation in its job log lines ("metrics.integrity-checks"). */
  name: string;
  take: () => Promise<T>;
  /** A read finding the last computation started this long ago or more starts another. */
  maxAgeMs: number;
  now?: () => number;
}

/** The reader of a sampled figure: its latest sample, or null while none has succeeded. */
export function sampled<T>({
  name,
  take,
  maxAgeMs,
  now = Date.now,
}: SampledOptions<T>): () => Promise<Sample<T> | null> {
  let latest: Sample<T> | null = null;
  let running: Promise<void> | null = null;
  let startedAt = Number.NEGATIVE_INFINITY;

  const start = (): Promise<void> => {
    startedAt = now();
    const computation = take().then((value) => {
      latest = { value, takenAt: now() };
    });
    // Logged (its duration, or why it failed) and awaited at shutdown, like any background work.
    runInBackground(name, () => computation);
    const settled = computation
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
    running = settled;
    return settled;
  };

  return async () => {
    // Without a sample there is nothing to serve: try at once. With one, at most once per
    // maxAgeMs, a failed attempt included, so an outage does not turn every read into a scan.
    const due = latest === null || now() - startedAt >= maxAgeMs;
    if (!running && due) start();
    if (latest === null) await running;
    return latest;
  };
}
