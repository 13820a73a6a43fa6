// A stream recomputes its counts when a signal names it, and a burst of signals (a booking writes
// a notification, moves coins and signals twice in one commit; an admin's queues under a storm)
// must not become a burst of recomputes. Coalesced work runs at once when idle, then at most once
// per `gapMs`, and a change that arrives while it runs (after it read the counts) always gets one
// more run: the last change is never dropped.
import "server-only";

export interface Coalescer {
  /** Something changed: run the work now, or once more as soon as allowed. */
  trigger(): void;
  /** Runs nothing more. */
  stop(): void;
}

/** `work` must not reject: it reports its own failures. */
export function coalesce(work: () => Promise<void>, gapMs: number): Coalescer {
  let running = false;
  let pending = false;
  let stopped = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const start = () => {
    timer = undefined;
    if (stopped) return;
    pending = false;
    running = true;
    lastStart = Date.now();
    void work().finally(() => {
      running = false;
      if (pending) schedule();
    });
  };
  const schedule = () => {
    if (stopped || running || timer) return;
    const wait = lastStart + gapMs - Date.now();
    if (wait <= 0) start();
    else timer = setTimeout(start, wait);
  };

  return {
    trigger() {
      pending = true;
      schedule();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
