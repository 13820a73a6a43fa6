// The result tables a benchmark prints: rates and latency percentiles per mode, CPU per
// operation by process, and the first mode over the second.
import { percentile, type ModeResult } from "./load";

/** One line of a table: the first cell left-aligned, the others right-aligned, to `widths`. */
export function row(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, index) =>
      index === 0 ? String(cell).padEnd(widths[index]!) : String(cell).padStart(widths[index]!),
    )
    .join("  ");
}

/**
 * The table: one line per mode (operations, rate, p50/p95/p99), then the first mode over the
 * second for each column, e.g. HTTP / direct.
 */
export function printResults(results: ModeResult[], unit: string, ratioLabel: string): void {
  const widths = [30, 9, 10, 9, 9, 9, 8];
  const quantiles = [0.5, 0.95, 0.99];
  const lines = [
    row([`mode`, unit, `${unit}/s`, "p50 ms", "p95 ms", "p99 ms", "failed"], widths),
    ...results.map((result) =>
      row(
        [
          result.name,
          result.operations,
          (result.operations / result.seconds).toFixed(1),
          ...quantiles.map((q) => percentile(result.latencies, q).toFixed(2)),
          result.failures,
        ],
        widths,
      ),
    ),
  ];
  const [a, b] = results;
  if (a && b) {
    const rate = (result: ModeResult) => result.operations / result.seconds;
    lines.push(
      row(
        [
          `ratio ${ratioLabel}`,
          "",
          `${(rate(a) / rate(b)).toFixed(2)}x`,
          ...quantiles.map(
            (q) => `${(percentile(a.latencies, q) / percentile(b.latencies, q)).toFixed(2)}x`,
          ),
          "",
        ],
        widths,
      ),
    );
  }
  console.log(lines.join("\n"));
  printCpu(results, unit, ratioLabel);
  for (const result of results) {
    if (result.firstFailure) console.error(`${result.name}: first failure: ${result.firstFailure}`);
  }
}

/** CPU milliseconds per operation of each mode, by process, and the first mode over the second. */
function printCpu(results: ModeResult[], unit: string, ratioLabel: string): void {
  if (!results.every((result) => result.cpu)) return;
  const widths = [30, 11, 11, 11, 11];
  const perOperation = (result: ModeResult, value: number | null) =>
    value === null ? null : value / Math.max(1, result.operations);
  const total = (result: ModeResult) => {
    const cpu = result.cpu!;
    return cpu.app === null || cpu.postgres === null
      ? null
      : perOperation(result, cpu.app + cpu.bench + cpu.postgres);
  };
  const show = (value: number | null) => (value === null ? "n/a" : value.toFixed(2));
  const lines = [
    "",
    row(
      [`CPU ms per ${unit.replace(/s$/, "")}`, "app server", "bench", "postgres", "total"],
      widths,
    ),
    ...results.map((result) =>
      row(
        [
          result.name,
          show(perOperation(result, result.cpu!.app)),
          show(perOperation(result, result.cpu!.bench)),
          show(perOperation(result, result.cpu!.postgres)),
          show(total(result)),
        ],
        widths,
      ),
    ),
  ];
  const [a, b] = results;
  const [totalA, totalB] = [a && total(a), b && total(b)];
  if (totalA && totalB) {
    lines.push(
      row([`ratio ${ratioLabel}`, "", "", "", `${(totalA / totalB).toFixed(2)}x`], widths),
    );
  }
  console.log(lines.join("\n"));
}
