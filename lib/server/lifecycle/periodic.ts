// A timer that runs a batch of background work every few seconds in each app server (sweeps,
// the audit sealer, health samples), never two batches at once, and that shutdown stops: no
// new batch is scheduled and the running one is awaited before the database closes.
import "server-only";
import { runJob } from "@/lib/server/observability/job-log";
import { onShutdown } from "./shutdown";

export interface PeriodicOptions {
  /** Names the work in its job log lines and the shutdown sequence ("bookings.expiry-sweep"). */
  name: string;
  intervalMs: number;
  /** Runs one batch at start too, not only after the first interval. */
  runAtStart?: boolean;
  /** One batch; the number it returns (things done) goes in its log line. */
  work: () => Promise<number | void>;
}

export interface Periodic {
  /** Stops scheduling batches and resolves when the running one (if any) has finished. */
  stop(): Promise<void>;
}

export function startPeriodic({ name, intervalMs, runAtStart, work }: PeriodicOptions): Periodic {
  let running: Promise<void> | null = null;
  const tick = () => {
    // A slow batch is never overlapped by the next one.
    if (running) return;
    // runJob logs the batch (how many things it did) or its failure; the next tick tries again.
    // A batch that counts nothing logs as one that did nothing: a debug line, not a clock.
    running = runJob(name, work, (done) => done ?? 0)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = null;
      });
  };
  if (runAtStart) tick();
  const timer = setInterval(tick, intervalMs);
  // A timer never keeps a process alive on its own.
  timer.unref();
  const periodic: Periodic = {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
  onShutdown("background", name, () => periodic.stop());
  return periodic;
}
