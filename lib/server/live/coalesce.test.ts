import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalesce } from "./coalesce";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Work that records when it ran and finishes when `finish` is called (or at once). */
function recorder(options: { manual?: boolean } = {}) {
  const ranAt: number[] = [];
  let finish: () => void = () => undefined;
  const work = () => {
    ranAt.push(Date.now());
    if (!options.manual) return Promise.resolve();
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { ranAt, work, finish: () => finish() };
}

describe("coalesce", () => {
  it("runs the first change at once", () => {
    const { ranAt, work } = recorder();
    const start = Date.now();
    coalesce(work, 250).trigger();
    expect(ranAt).toEqual([start]);
  });

  it("folds a burst of changes into one more run, 250 ms after the last run began", async () => {
    const { ranAt, work } = recorder();
    const start = Date.now();
    const live = coalesce(work, 250);
    live.trigger();
    for (let n = 0; n < 20; n += 1) {
      await vi.advanceTimersByTimeAsync(10);
      live.trigger();
    }
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ranAt).toEqual([start, start + 250]);
  });

  it("never drops a change that arrives while a run is under way", async () => {
    const { ranAt, work, finish } = recorder({ manual: true });
    const start = Date.now();
    const live = coalesce(work, 250);
    live.trigger();
    await vi.advanceTimersByTimeAsync(400);
    // The change came after the run read the counts: a run follows when it ends.
    live.trigger();
    await vi.advanceTimersByTimeAsync(100);
    expect(ranAt).toEqual([start]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(ranAt).toEqual([start, start + 500]);
  });

  it("runs nothing more once stopped", async () => {
    const { ranAt, work } = recorder();
    const live = coalesce(work, 250);
    live.trigger();
    live.trigger();
    live.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    live.trigger();
    expect(ranAt).toHaveLength(1);
  });
});
