import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "./logger";
import { sampled } from "./sampled";

// A failed computation is logged as a failed job: not this output's business.
beforeEach(() => vi.spyOn(logger, "error").mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

/** A computation the test finishes by hand, counting how often it was started. */
function controlled() {
  const finishers: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const take = vi.fn(
    () => new Promise<number>((resolve, reject) => finishers.push({ resolve, reject })),
  );
  const last = () => finishers.at(-1)!;
  return { take, last };
}

describe("sampled", () => {
  it("runs one computation for reads that arrive together, and gives each its result", async () => {
    const { take, last } = controlled();
    const read = sampled({ name: "test.sample", take, maxAgeMs: 60_000, now: () => 1000 });
    const reads = Promise.all(Array.from({ length: 20 }, () => read()));
    last().resolve(7);
    expect(await reads).toEqual(Array(20).fill({ value: 7, takenAt: 1000 }));
    expect(take).toHaveBeenCalledTimes(1);
  });

  it("serves the sample it has without waiting, replacing it in the background at most once per maxAgeMs", async () => {
    let clock = 0;
    const { take, last } = controlled();
    const read = sampled({ name: "test.sample", take, maxAgeMs: 60_000, now: () => clock });
    const first = read();
    last().resolve(1);
    await first;

    clock = 59_999;
    expect(await read()).toEqual({ value: 1, takenAt: 0 });
    expect(take).toHaveBeenCalledTimes(1);

    // Old enough: the next reads start one computation, and get the old sample while it runs.
    clock = 60_000;
    expect(await read()).toEqual({ value: 1, takenAt: 0 });
    expect(await read()).toEqual({ value: 1, takenAt: 0 });
    expect(take).toHaveBeenCalledTimes(2);
    clock = 61_000;
    last().resolve(2);
    await vi.waitFor(async () => expect(await read()).toEqual({ value: 2, takenAt: 61_000 }));
    expect(take).toHaveBeenCalledTimes(2);
  });

  it("keeps the last sample when a computation fails, and tries again only once maxAgeMs has passed", async () => {
    let clock = 0;
    const { take, last } = controlled();
    const read = sampled({ name: "test.sample", take, maxAgeMs: 60_000, now: () => clock });
    const first = read();
    last().resolve(1);
    await first;
    clock = 60_000;
    await read();
    last().reject(new Error("database down"));
    clock = 70_000;
    await vi.waitFor(async () => expect(await read()).toEqual({ value: 1, takenAt: 0 }));
    expect(take).toHaveBeenCalledTimes(2);
    clock = 120_000;
    await read();
    expect(take).toHaveBeenCalledTimes(3);
  });

  it("has nothing before a first computation succeeds, and tries again at the next read", async () => {
    const { take, last } = controlled();
    const read = sampled({ name: "test.sample", take, maxAgeMs: 60_000, now: () => 0 });
    const first = read();
    last().reject(new Error("database down"));
    expect(await first).toBeNull();
    const second = read();
    last().resolve(3);
    expect(await second).toEqual({ value: 3, takenAt: 0 });
    expect(take).toHaveBeenCalledTimes(2);
  });
});
