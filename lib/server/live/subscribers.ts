// The open live streams of this process, by account: a signal names users (and admins as a
// whole), and only their streams recompute. An account holds at most PER_ACCOUNT streams (one a
// tab); a new one ends the oldest, which then falls back to polling for a while.
import "server-only";
import type { LivePayload } from "./signal";

/** One open stream, as the registry sees it. */
export interface LiveSubscriber {
  readonly userId: string;
  readonly admin: boolean;
  /** Its counts may have changed. */
  changed(): void;
  /** Ends the stream: another of the account's streams took its place, or the server stops. */
  end(reason: "replaced" | "draining"): void;
}

export const STREAMS_PER_ACCOUNT = 10;

export class LiveSubscribers {
  // Sets keep insertion order: the first of an account's set is its oldest stream.
  private readonly byUser = new Map<string, Set<LiveSubscriber>>();
  private readonly admins = new Set<LiveSubscriber>();

  get size(): number {
    let size = 0;
    for (const streams of this.byUser.values()) size += streams.size;
    return size;
  }

  add(subscriber: LiveSubscriber): void {
    const streams = this.byUser.get(subscriber.userId) ?? new Set<LiveSubscriber>();
    this.byUser.set(subscriber.userId, streams);
    const excess = streams.size + 1 - STREAMS_PER_ACCOUNT;
    for (const oldest of excess > 0 ? [...streams].slice(0, excess) : []) {
      oldest.end("replaced");
      this.remove(oldest);
    }
    streams.add(subscriber);
    if (subscriber.admin) this.admins.add(subscriber);
  }

  remove(subscriber: LiveSubscriber): void {
    const streams = this.byUser.get(subscriber.userId);
    streams?.delete(subscriber);
    if (streams?.size === 0) this.byUser.delete(subscriber.userId);
    this.admins.delete(subscriber);
  }

  /** Tells the streams a signal names that their counts may have changed. */
  deliver(payload: LivePayload): void {
    const named = new Set<LiveSubscriber>(payload.a ? this.admins : []);
    for (const userId of payload.u ?? []) {
      for (const subscriber of this.byUser.get(userId) ?? []) named.add(subscriber);
    }
    for (const subscriber of named) subscriber.changed();
  }

  /** Every open stream (signals may have been missed while the listener reconnected). */
  all(): LiveSubscriber[] {
    return [...this.byUser.values()].flatMap((streams) => [...streams]);
  }
}
