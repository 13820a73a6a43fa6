import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveCounts } from "@/lib/schemas/live";
import { LIVE_CONNECTION_TIMING, LiveConnection, type EventSourceLike } from "./live-connection";

const COUNTS: LiveCounts = {
  notifications: 1,
  messages: 0,
  wallet: 5,
  earnings: null,
  queues: null,
};

class FakeStream implements EventSourceLike {
  readyState = 0;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  /** A dropped connection the browser retries, or (`closed`) a refused one it gives up on. */
  fail(closed = false) {
    if (closed) this.readyState = 2;
    this.onerror?.(new Event("error"));
  }
}

function setUp(options: { eventSource?: boolean } = {}) {
  const streams: FakeStream[] = [];
  const readCounts = vi.fn(() => Promise.resolve(COUNTS));
  const apply = vi.fn();
  const connection = new LiveConnection({
    openStream:
      options.eventSource === false
        ? null
        : () => {
            const stream = new FakeStream();
            streams.push(stream);
            return stream;
          },
    readCounts,
    apply,
  });
  return { connection, streams, readCounts, apply };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("LiveConnection", () => {
  it("applies the counts the stream sends", () => {
    const { connection, streams, apply, readCounts } = setUp();
    connection.start();
    streams[0]!.emit("counts", COUNTS);
    expect(apply).toHaveBeenCalledWith(COUNTS);
    expect(readCounts).not.toHaveBeenCalled();
    expect(connection.mode).toBe("stream");
  });

  it("rides out the odd reconnection, and polls after three failures within a minute", async () => {
    const { connection, streams, readCounts } = setUp();
    connection.start();
    streams[0]!.fail();
    await vi.advanceTimersByTimeAsync(40_000);
    streams[0]!.fail();
    await vi.advanceTimersByTimeAsync(40_000);
    // The first failure is over a minute old: two in the window.
    streams[0]!.fail();
    expect(connection.mode).toBe("stream");
    streams[0]!.fail();
    expect(connection.mode).toBe("polling");
    expect(streams[0]!.closed).toBe(true);
    expect(readCounts).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LIVE_CONNECTION_TIMING.pollMs * 2);
    expect(readCounts).toHaveBeenCalledTimes(3);
  });

  it("polls at once when the stream is refused or replaced, and tries the stream again later", async () => {
    const { connection, streams, readCounts } = setUp();
    connection.start();
    streams[0]!.fail(true);
    expect(connection.mode).toBe("polling");
    await vi.advanceTimersByTimeAsync(LIVE_CONNECTION_TIMING.streamRetryMs);
    expect(streams).toHaveLength(2);
    expect(connection.mode).toBe("stream");
    const polled = readCounts.mock.calls.length;
    await vi.advanceTimersByTimeAsync(LIVE_CONNECTION_TIMING.pollMs * 2);
    expect(readCounts).toHaveBeenCalledTimes(polled);
    streams[1]!.emit("replaced", {});
    expect(connection.mode).toBe("polling");
    expect(streams[1]!.closed).toBe(true);
  });

  it("polls where the browser has no EventSource", async () => {
    const { connection, readCounts, apply } = setUp({ eventSource: false });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.mode).toBe("polling");
    expect(apply).toHaveBeenCalledWith(COUNTS);
    await vi.advanceTimersByTimeAsync(LIVE_CONNECTION_TIMING.pollMs);
    expect(readCounts).toHaveBeenCalledTimes(2);
  });

  it("stops in a tab hidden for long, and reads again when it is shown", async () => {
    const { connection, streams, readCounts } = setUp();
    connection.start();
    connection.visibilityChanged(true);
    await vi.advanceTimersByTimeAsync(LIVE_CONNECTION_TIMING.hiddenStopMs);
    expect(connection.mode).toBe("stopped");
    expect(streams[0]!.closed).toBe(true);
    connection.visibilityChanged(false);
    expect(readCounts).toHaveBeenCalledTimes(1);
    expect(streams).toHaveLength(2);
    expect(connection.mode).toBe("stream");
  });

  it("keeps going when a hidden tab is shown again soon", async () => {
    const { connection, streams } = setUp();
    connection.start();
    connection.visibilityChanged(true);
    await vi.advanceTimersByTimeAsync(10_000);
    connection.visibilityChanged(false);
    await vi.advanceTimersByTimeAsync(LIVE_CONNECTION_TIMING.hiddenStopMs);
    expect(connection.mode).toBe("stream");
    expect(streams).toHaveLength(1);
  });
});
