// The load driver: workers run each mode's operation for a while, in alternating rounds, and
// every operation's latency is kept.
import type { CpuSnapshot } from "./cpu";
import { monotonicMicros, type Window } from "./cpu-profile";

/**
 * One operation of a mode; `worker` and `n` identify it (for unique keys or a query mix),
 * `measured` is false during the warm-up.
 */
type Operation = (worker: number, n: number, measured: boolean) => Promise<void>;

export interface Mode {
  name: string;
  run: Operation;
}

export interface ModeResult {
  name: string;
  operations: number;
  seconds: number;
  /** Sorted, in milliseconds. */
  latencies: number[];
  failures: number;
  firstFailure?: string;
  /** CPU milliseconds spent during the measured rounds, when a meter was given. */
  cpu?: CpuSnapshot;
  /** When its measured rounds ran, on the clock a CPU profile's samples carry (cpu-profile.ts). */
  rounds: Window[];
}

async function drive(
  run: Operation,
  concurrency: number,
  until: number,
  result: ModeResult | null,
  offset: number[],
): Promise<number> {
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < until) {
        const n = offset[worker]!;
        offset[worker] = n + 1;
        const started = performance.now();
        try {
          await run(worker, n, result !== null);
          result?.latencies.push(performance.now() - started);
          count += 1;
        } catch (error) {
          if (!result) throw error;
          result.failures += 1;
          result.firstFailure ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  return count;
}

/**
 * Every mode for `seconds` with `concurrency` workers, in alternating rounds of about 2 s after
 * a warm-up of each, so a burst of load from elsewhere on the machine hits all modes alike.
 * A failing operation is counted (and the first message kept); a failure in the warm-up throws.
 */
export async function measureModes(
  modes: Mode[],
  options: {
    seconds: number;
    concurrency: number;
    warmupMs: number;
    /** Reads CPU time used so far; each mode is charged what its rounds used. */
    meter?: () => CpuSnapshot;
  },
): Promise<ModeResult[]> {
  const rounds = Math.max(1, Math.round(options.seconds / 2));
  const results: ModeResult[] = modes.map((mode) => ({
    name: mode.name,
    operations: 0,
    seconds: 0,
    latencies: [],
    failures: 0,
    rounds: [],
  }));
  // Each worker's operation counter runs on across rounds: operation numbers are never reused.
  const offsets = modes.map(() => Array.from({ length: options.concurrency }, () => 0));
  for (const [index, mode] of modes.entries()) {
    await drive(
      mode.run,
      options.concurrency,
      performance.now() + options.warmupMs,
      null,
      offsets[index]!,
    );
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, mode] of modes.entries()) {
      const result = results[index]!;
      const cpuBefore = options.meter?.();
      const started = performance.now();
      const from = monotonicMicros();
      result.operations += await drive(
        mode.run,
        options.concurrency,
        started + (options.seconds * 1000) / rounds,
        result,
        offsets[index]!,
      );
      result.seconds += (performance.now() - started) / 1000;
      result.rounds.push({ from, to: monotonicMicros() });
      const cpuAfter = options.meter?.();
      if (cpuBefore && cpuAfter) {
        const used = (key: keyof CpuSnapshot) => {
          const [before, after] = [cpuBefore[key], cpuAfter[key]];
          return before === null || after === null ? null : after - before;
        };
        const total = result.cpu ?? { app: 0, bench: 0, postgres: 0 };
        const add = (sum: number | null, more: number | null) =>
          sum === null || more === null ? null : sum + more;
        result.cpu = {
          app: add(total.app, used("app")),
          bench: total.bench + cpuAfter.bench - cpuBefore.bench,
          postgres: add(total.postgres, used("postgres")),
        };
      }
    }
  }
  for (const result of results) result.latencies.sort((a, b) => a - b);
  return results;
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
