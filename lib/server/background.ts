// Work a request starts but does not wait for: its answer must not depend on how long the work
// takes (forgot-password answers in the same time whether or not the account exists). The work
// runs in this server process; each run is logged as a job (its outcome and duration), failures
// included, never lost silently.
import "server-only";
import { runJob } from "@/lib/server/observability/job-log";

// On globalThis: Next.js bundles routes apart from instrumentation.ts, and shutdown
// (lib/server/lifecycle) must wait for the work every copy of this module started.
const KEY = Symbol.for("coinmarket.background");
const holder = globalThis as typeof globalThis & { [KEY]?: Set<Promise<void>> };
const pending = (holder[KEY] ??= new Set<Promise<void>>());

export function runInBackground(label: string, work: () => Promise<void>): void {
  const running: Promise<void> = runJob(label, work)
    // Logged by runJob; nobody waits for the answer.
    .catch(() => undefined)
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Waits for every piece of background work started so far (tests, graceful shutdown). */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
