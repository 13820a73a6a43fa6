// The production build served for a benchmark as `npm start` serves it, on a loopback port.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfMissing, NEXT_SERVER_ENTRY } from "@/scripts/lib/production-build.mjs";
import { freePort } from "@/test/support/postgres-server";
import { httpCall } from "./http";
import { positiveEnv } from "./run";

export interface RunningApp {
  origin: string;
  port: number;
  /** Process group of the app server (lib/runtime/next-server.ts). */
  processGroup: number | undefined;
  stop(): Promise<void>;
  /** The server's exit: its code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines the server printed, for error reports. */
  logTail(): string;
}

/**
 * The production build (built first if there is none; an existing one is taken as it is) served
 * as `npm start` serves it (the compiled lib/runtime/next-server.ts: Next.js behind the edge) on
 * a loopback port against `databaseUrl`, ready when
 * GET /api/v1/health answers 200. The server's output is read and dropped (it logs every mail
 * it keeps in the outbox); the tail is kept for error messages.
 */
export async function startApp(
  databaseUrl: string | null,
  // null: the embedded PGlite under `dataDir` (prepared by the caller, kept after stop()).
  // `env`: settings of this server that win over the defaults here (SMTP_URL included).
  // `nodeArgs`: options for the server's Node.js after BENCH_APP_NODE_ARGS (--cpu-prof...).
  options: { dataDir?: string; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<RunningApp> {
  await buildIfMissing();
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
  Object.assign(env, options.env);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // e.g. BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the app server.
      ...(process.env.BENCH_APP_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      ...(options.nodeArgs ?? []),
      NEXT_SERVER_ENTRY,
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
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      exited = true;
      resolve({ code, signal });
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
  return { origin, port, processGroup: child.pid, stop, exited: exit, logTail };
}
