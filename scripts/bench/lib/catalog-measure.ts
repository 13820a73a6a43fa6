// bench:catalog's measuring and reporting: the mix with one client and with BENCH_CONCURRENCY
// clients, the median per query, and each target of docs/benchmarks.md beside its figure.
import { roundToHundredths } from "@/lib/economics/percent";
import type { CatalogQuery } from "@/modules/catalog/shared/validations";
import type { CpuSnapshot } from "./cpu";
import { measureModes, type ModeResult, percentile } from "./load";
import { positiveEnv } from "./run";
import { printResults } from "./table";
import { summarizeMode } from "./report";

const SECONDS = positiveEnv("BENCH_SECONDS", 10);
const CONCURRENCY = Math.round(positiveEnv("BENCH_CONCURRENCY", 8));
const WARMUP_MS = 2000;

export interface Driver {
  name: string;
  run(text: string, query: CatalogQuery): Promise<void>;
}

interface Entry {
  text: string;
  query: CatalogQuery;
}

export interface CatalogFigures {
  mix: string[];
  oneClient: ModeResult[];
  clients: ModeResult[];
  /** One client, first driver: each query's latencies. */
  perQuery: number[][];
}

/** One client, then CONCURRENCY clients; each worker takes the mix in turn from its own place. */
export async function measureCatalog(
  mix: Entry[],
  drivers: Driver[],
  meter: (() => CpuSnapshot) | null,
): Promise<CatalogFigures> {
  const perQuery = mix.map(() => [] as number[]);
  const modes = (concurrency: number, record: boolean) =>
    drivers.map((driver, index) => ({
      name: driver.name,
      run: async (worker: number, n: number, measured: boolean) => {
        const at = (n * concurrency + worker) % mix.length;
        const started = performance.now();
        await driver.run(mix[at]!.text, mix[at]!.query);
        if (record && measured && index === 0) perQuery[at]!.push(performance.now() - started);
      },
    }));
  const options = (concurrency: number) => ({
    seconds: SECONDS,
    concurrency,
    warmupMs: WARMUP_MS,
    ...(meter ? { meter } : {}),
  });
  console.log(`\none client, ${SECONDS} s per mode, ${mix.length} queries in turn`);
  const oneClient = await measureModes(modes(1, true), options(1));
  console.log(`${CONCURRENCY} clients, ${SECONDS} s per mode`);
  const clients = await measureModes(modes(CONCURRENCY, false), options(CONCURRENCY));
  return { mix: mix.map((entry) => entry.text), oneClient, clients, perQuery };
}

interface Target {
  name: string;
  figure: number | null;
  target: number;
  /** "max": the figure must not exceed the target; "min": must reach it. */
  kind: "max" | "min";
  unit: string;
}

function targets(
  figures: CatalogFigures,
  options: { database: string; million: boolean },
): Target[] {
  const http = figures.oneClient[0]!;
  const many = figures.clients[0]!;
  const p = (result: ModeResult, q: number) => percentile(result.latencies, q);
  if (options.database === "PGlite") {
    return [
      {
        name: "one client over HTTP, p95",
        figure: p(http, 0.95),
        target: 50,
        kind: "max",
        unit: "ms",
      },
    ];
  }
  if (options.million) {
    return [
      {
        name: "one client over HTTP, p95",
        figure: p(http, 0.95),
        target: 100,
        kind: "max",
        unit: "ms",
      },
    ];
  }
  const postgresCpu = many.cpu?.postgres;
  return [
    {
      name: "one client over HTTP, p50",
      figure: p(http, 0.5),
      target: 15,
      kind: "max",
      unit: "ms",
    },
    {
      name: "one client over HTTP, p95",
      figure: p(http, 0.95),
      target: 30,
      kind: "max",
      unit: "ms",
    },
    {
      name: `${CONCURRENCY} clients over HTTP, searches/s`,
      figure: many.operations / many.seconds,
      target: 150,
      kind: "min",
      unit: "/s",
    },
    {
      name: `PostgreSQL CPU per search (${CONCURRENCY} clients, HTTP)`,
      figure:
        postgresCpu === null || postgresCpu === undefined
          ? null
          : postgresCpu / Math.max(1, many.operations),
      target: 5,
      kind: "max",
      unit: "ms",
    },
  ];
}

/** Prints the tables and the targets; answers the figures for the JSON report. */
export function printCatalogFigures(
  figures: CatalogFigures,
  options: { services: number; database: string; million: boolean },
): Record<string, unknown> {
  console.log(
    `\n${options.database}, ${options.services.toLocaleString("en-US")} bulk services + the demo catalogue`,
  );
  console.log("\none client");
  printResults(figures.oneClient, "requests", "(a)/(b)");
  console.log(`\n${CONCURRENCY} clients`);
  printResults(figures.clients, "requests", "(a)/(b)");
  console.log(
    `\n${"query (one client, first mode)".padEnd(56)} ${"n".padStart(5)} ${"p50 ms".padStart(8)}`,
  );
  const perQuery = figures.mix.map((text, index) => {
    const sorted = [...figures.perQuery[index]!].sort((a, b) => a - b);
    const median = percentile(sorted, 0.5);
    console.log(
      `${`?${text}`.slice(0, 56).padEnd(56)} ${String(sorted.length).padStart(5)} ${median.toFixed(1).padStart(8)}`,
    );
    return { query: text, n: sorted.length, p50Ms: roundToHundredths(median) };
  });
  console.log("\ntargets (docs/benchmarks.md)");
  const checked = targets(figures, options).map((target) => {
    const met =
      target.figure !== null &&
      (target.kind === "max" ? target.figure <= target.target : target.figure >= target.target);
    const shown = target.figure === null ? "n/a" : target.figure.toFixed(1);
    const bound = `${target.kind === "max" ? "<=" : ">="} ${target.target} ${target.unit}`;
    console.log(
      `  ${target.name.padEnd(48)} ${shown.padStart(8)} ${target.unit.padEnd(3)} target ${bound.padEnd(10)} ${met ? "met" : "MISSED"}`,
    );
    return {
      ...target,
      figure: target.figure === null ? null : roundToHundredths(target.figure),
      met,
    };
  });
  const failures = [...figures.oneClient, ...figures.clients].reduce(
    (sum, result) => sum + result.failures,
    0,
  );
  if (failures > 0) console.error(`\n${failures} search(es) failed`);
  return {
    database: options.database,
    concurrency: CONCURRENCY,
    secondsPerMode: SECONDS,
    queries: figures.mix.length,
    oneClient: figures.oneClient.map(summarizeMode),
    clients: figures.clients.map(summarizeMode),
    perQuery,
    targets: checked,
    failures,
  };
}
