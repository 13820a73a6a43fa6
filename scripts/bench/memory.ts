// The production server's resident memory as `npm start` runs it: every process of it (npm, the
// start process, the app server) after start and after a load.
//
//   npm run bench:memory                                  # the embedded database (PGlite)
//   BENCH_MEMORY_DATABASE=postgres npm run bench:memory   # PostgreSQL (BENCH_DATABASE_URL's)
//
// `npm start` on a fresh data folder (or a new PostgreSQL database, seeded with the demo), ready
// when /api/v1/health/ready answers 200; the figures are read from /proc/<pid>/status (VmRSS) 5 s
// later, and again after BENCH_SECONDS (default 30) of BENCH_CONCURRENCY (default 8) clients
// asking for pages and API lists. Builds first when there is no build, as `npm start` does.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@/test/support/postgres-server";
import { processTree } from "@/test/support/process-tree";
import { createBenchDatabase, type BenchDatabase } from "./lib/database";
import { httpCall } from "./lib/http";
import { positiveEnv, runBench } from "./lib/run";

/** What the clients ask for, in turn: rendered pages and the API's lists. */
const PATHS = [
  "/",
  "/services",
  "/services/tech-services",
  "/api/v1/services?limit=50",
  "/api/v1/services?q=design&limit=20",
  "/login",
  "/docs/api",
];

interface ProcessMemory {
  pid: number;
  command: string;
  rssMiB: number;
}

/** The resident memory of `root` and everything it started. */
function memoryOf(root: number): ProcessMemory[] {
  return processTree(root).map((pid) => {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    return { pid, command, rssMiB: kib / 1024 };
  });
}

async function main(): Promise<number> {
  const onPostgres = process.env.BENCH_MEMORY_DATABASE === "postgres";
  const seconds = positiveEnv("BENCH_SECONDS", 30);
  const concurrency = positiveEnv("BENCH_CONCURRENCY", 8);
  const database: BenchDatabase | null = onPostgres
    ? await createBenchDatabase("bench_memory")
    : null;
  const dataDir = mkdtempSync(join(tmpdir(), "coinmarket-memory-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("npm_"))),
    APP_URL: origin,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_DIR: dataDir,
    LISTEN_HOST: "127.0.0.1",
    NODE_ENV: "production",
    PORT: String(port),
    PAYMENTS_MODE: "test",
    LOG_LEVEL: "warn",
    SEED_DEMO: "1",
  };
  delete env.SMTP_URL;
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;

  const server = spawn("npm", ["start"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => server.on("exit", resolve));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error("npm start exited before it was ready");
      const ready = await httpCall(origin, "GET", "/api/v1/health/ready").catch(() => null);
      if (ready?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const started = memoryOf(server.pid!);

    let requests = 0;
    let failed = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        for (let i = worker; Date.now() < until; i += 1) {
          const answer = await httpCall(origin, "GET", PATHS[i % PATHS.length]!);
          requests += 1;
          if (answer.status >= 500) failed += 1;
        }
      }),
    );
    const loaded = memoryOf(server.pid!);

    console.log(
      `\nResident memory of \`npm start\` on ${onPostgres ? "PostgreSQL" : "the embedded database (PGlite)"}` +
        ` (MiB); load: ${requests} requests in ${seconds} s, ${concurrency} clients, ${failed} failed\n`,
    );
    console.log("| Process | After start | After the load |\n| --- | --- | --- |");
    for (const process of started) {
      const after = loaded.find((candidate) => candidate.pid === process.pid);
      console.log(
        `| \`${process.command.slice(0, 90)}\` | ${process.rssMiB.toFixed(0)} | ${after ? after.rssMiB.toFixed(0) : "-"} |`,
      );
    }
    const total = (list: ProcessMemory[]) => list.reduce((sum, p) => sum + p.rssMiB, 0).toFixed(0);
    console.log(`| All | ${total(started)} | ${total(loaded)} |`);
    return failed ? 1 : 0;
  } finally {
    server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await database?.dispose();
  }
}

runBench(main);
