// The browser's side of the live counts, apart from React: one EventSource on GET /api/v1/live
// while it works, else GET /api/v1/live/counts every 30 s. The browser reconnects a stream by
// itself when the server ends it (every 5 minutes) or the network drops; three failures within a
// minute, a refused stream (a 401 or 503 ends an EventSource for good) or a stream ended to make
// room for the account's newer tabs switch to polling, and the stream is tried again every few
// minutes. A tab hidden for a while stops both; shown again, it reads the counts and reconnects.
import type { LiveCounts } from "@/lib/schemas/live";

export const LIVE_CONNECTION_TIMING = {
  pollMs: 30_000,
  /** While polling, the stream is tried again this often. */
  streamRetryMs: 3 * 60_000,
  /** This many failures within failureWindowMs switch to polling. */
  failures: 3,
  failureWindowMs: 60_000,
  /** A tab hidden this long stops reading. */
  hiddenStopMs: 60_000,
};

/** The part of EventSource used here (the browser's, or a test's stand-in). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveConnectionDeps {
  /** Opens the stream; null where the browser has no EventSource. */
  openStream: (() => EventSourceLike) | null;
  /** Reads the counts once (the fallback); rejects when it could not. */
  readCounts: () => Promise<LiveCounts>;
  /** What to do with counts, however they arrived. */
  apply: (counts: LiveCounts) => void;
}

/** EventSource.CLOSED: the browser will not reconnect this one. */
const CLOSED = 2;

export class LiveConnection {
  private stream: EventSourceLike | null = null;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  private failedAt: number[] = [];
  private running = false;

  constructor(private readonly deps: LiveConnectionDeps) {}

  /** Starts (or restarts, after a long hide) reading the counts. */
  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.deps.openStream) this.openStream();
    else this.startPolling();
  }

  /** Stops everything: unmounted, signed out, or hidden for long. */
  stop(): void {
    this.running = false;
    this.closeStream();
    this.stopPolling();
    clearTimeout(this.retryTimer);
    clearTimeout(this.hiddenTimer);
    this.retryTimer = this.hiddenTimer = undefined;
  }

  /** The tab was hidden (true) or shown again (false). */
  visibilityChanged(hidden: boolean): void {
    clearTimeout(this.hiddenTimer);
    this.hiddenTimer = undefined;
    if (hidden) {
      this.hiddenTimer = setTimeout(() => this.stop(), LIVE_CONNECTION_TIMING.hiddenStopMs);
    } else if (!this.running) {
      // What changed while it was stopped: the stream's first event says it too, but polling
      // would wait 30 s.
      this.readOnce();
      this.start();
    }
  }

  get mode(): "stream" | "polling" | "stopped" {
    if (!this.running) return "stopped";
    return this.stream ? "stream" : "polling";
  }

  private openStream(): void {
    const openStream = this.deps.openStream;
    if (!openStream) return;
    const stream = openStream();
    this.stream = stream;
    stream.addEventListener("counts", (event) => {
      this.deps.apply(JSON.parse(event.data) as LiveCounts);
    });
    // The account opened more tabs than the server keeps streams for: this one polls a while.
    stream.addEventListener("replaced", () => this.fallBack());
    stream.onerror = () => {
      if (stream.readyState === CLOSED) {
        this.fallBack();
        return;
      }
      const now = Date.now();
      this.failedAt = [...this.failedAt, now].filter(
        (at) => now - at < LIVE_CONNECTION_TIMING.failureWindowMs,
      );
      if (this.failedAt.length >= LIVE_CONNECTION_TIMING.failures) this.fallBack();
    };
  }

  private closeStream(): void {
    this.stream?.close();
    this.stream = null;
  }

  private fallBack(): void {
    this.closeStream();
    this.failedAt = [];
    this.startPolling();
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.running) return;
      this.stopPolling();
      this.openStream();
    }, LIVE_CONNECTION_TIMING.streamRetryMs);
  }

  private startPolling(): void {
    this.stopPolling();
    this.readOnce();
    this.pollTimer = setInterval(() => this.readOnce(), LIVE_CONNECTION_TIMING.pollMs);
  }

  private stopPolling(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }

  private readOnce(): void {
    this.deps.readCounts().then(this.deps.apply, () => {
      // A badge is a hint: a failed read keeps the last counts; the next one may succeed.
    });
  }
}
