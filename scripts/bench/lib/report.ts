// Every benchmark writes its figures as JSON beside the table it prints, in bench-results/, with
// the machine they came from, so the tables of docs/development.md can be checked against (and rebuilt from) a run.
import { roundToHundredths } from "@/lib/economics/percent";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { type ModeResult, percentile } from "./load";

interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  /** The 1-minute load average when the report was written: other work skews figures. */
  loadAverage: number;
}

function describeMachine(): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    cores: availableParallelism(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
  };
}

/** A mode's figures in JSON's terms: rates, percentiles and CPU per operation, rounded. */
export function summarizeMode(result: ModeResult) {
  const round = roundToHundredths;
  const perOperation = (ms: number | null | undefined) =>
    ms === null || ms === undefined || result.operations === 0
      ? null
      : round(ms / result.operations);
  return {
    name: result.name,
    operations: result.operations,
    seconds: round(result.seconds),
    perSecond: round(result.operations / result.seconds),
    p50Ms: round(percentile(result.latencies, 0.5)),
    p95Ms: round(percentile(result.latencies, 0.95)),
    p99Ms: round(percentile(result.latencies, 0.99)),
    failures: result.failures,
    cpuMsPerOperation: result.cpu
      ? {
          app: perOperation(result.cpu.app),
          bench: perOperation(result.cpu.bench),
          postgres: perOperation(result.cpu.postgres),
        }
      : null,
  };
}

/**
 * Writes bench-results/<name>.json (BENCH_RESULTS_DIR overrides the folder) and says where.
 * `figures` is the benchmark's own shape; the machine and the time are added here.
 */
export function writeBenchReport(name: string, figures: Record<string, unknown>): string {
  const folder = process.env.BENCH_RESULTS_DIR ?? join(process.cwd(), "bench-results");
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}.json`);
  const report = {
    benchmark: name,
    at: new Date().toISOString(),
    machine: describeMachine(),
    ...figures,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`figures written to ${file}`);
  return file;
}
