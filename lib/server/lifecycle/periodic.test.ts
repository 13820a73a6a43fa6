import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodic } from "./periodic";
import { runShutdownHooks } from "./shutdown";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("startPeriodic", () => {
  it("stop() schedules no new batch and waits for the running one to finish", async () => {
    let finish: () => void = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const periodic = startPeriodic({ name: "test batch", intervalMs: 1000, work });
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("is stopped by the shutdown hooks, in the background stage", async () => {
    const work = vi.fn(() => Promise.resolve());
    startPeriodic({ name: "hooked batch", intervalMs: 1000, runAtStart: true, work });
    expect(work).toHaveBeenCalledTimes(1);
    await runShutdownHooks();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
