// The production server as `npm start` runs it: refuse unsafe settings, build if there is no
// build, prepare the database, then serve through the edge (lib/runtime/next-server.ts) on
// loopback unless LISTEN_HOST says otherwise.
import { spawn } from "node:child_process";
import { DEFAULT_LISTEN_HOST, startRefusals, startWarnings } from "@/lib/deployment";
import type { Env } from "@/lib/env";
import {
  buildIfMissing,
  NEXT_SERVER_ENTRY,
  PREPARE_DATABASE_ENTRY,
} from "@/scripts/lib/production-build.mjs";
import { ensureAuthSecret } from "./auth-secret";
import { runStep } from "./run-step";

/** Stops with one clear line per refusal; prints what is allowed but risky. */
function checkDeployment(env: Env): void {
  const refusals = startRefusals(env);
  if (refusals.length)
    throw new Error(refusals.map((line) => `Refusing to start: ${line}`).join("\n"));
  for (const line of startWarnings(env)) console.warn(line);
}

/** How development runs the sources of the compiled entries (see scripts/lib/server-only.mjs). */
const TSX = ["--import", "tsx", "--import", "./scripts/lib/server-only.mjs"];

export interface ServeOptions {
  /** Next's development server instead of the production build. */
  dev?: boolean;
}

export async function serve(configured: Env, options: ServeOptions = {}) {
  const parent = process.ppid;
  const env = { ...configured, LISTEN_HOST: configured.LISTEN_HOST ?? DEFAULT_LISTEN_HOST };
  checkDeployment(env);
  if (!options.dev) await buildIfMissing();

  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: env.DATA_DIR,
    SEED_DEMO: env.SEED_DEMO ? "1" : "",
    COMMISSION_PERCENT: env.COMMISSION_PERCENT ?? "",
    PORT: String(env.PORT),
    // The app decides what is safe (the development mailbox) from where it listens: say it.
    LISTEN_HOST: env.LISTEN_HOST,
    TRUSTED_PROXY_HOPS: String(env.TRUSTED_PROXY_HOPS),
    NODE_ENV: options.dev ? "development" : "production",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // The server uses exactly the database that is prepared here.
  if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL;
  else delete childEnv.DATABASE_URL;
  // Production runs the compiled entries (plain node, no TypeScript loader), development their
  // sources through tsx. The database step ends before the server starts.
  await runStep(
    "Preparing the database",
    options.dev ? [...TSX, "lib/runtime/prepare-database-main.ts"] : [PREPARE_DATABASE_ENTRY],
    childEnv,
  );
  childEnv.AUTH_SECRET = ensureAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const args = options.dev ? [...TSX, "lib/runtime/next-server.ts", "--dev"] : [NEXT_SERVER_ENTRY];
  // Its own process group: a terminal's Ctrl-C (or a signal to this group) reaches this process,
  // which passes each signal on. The server takes copies of one stop arriving together (this
  // process's, and its own when a process manager signals every process of the service) as one
  // (lib/runtime/stop-signals.ts). The IPC channel tells it when this process is gone, even
  // killed with SIGKILL (as a test runner stops its web server): it then shuts down too
  // (lib/runtime/next-server.ts).
  const server = spawn(process.execPath, args, {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: childEnv,
    detached: true,
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // `npm start` runs this process in its place (the script execs it) and passes each stop signal
  // on. Should npm itself be killed outright, nothing would: the server then stops as if signalled.
  if (process.env.npm_lifecycle_event) {
    whenParentExits(parent, () => {
      console.log("[shutdown] the npm process that started this one exited: stopping the server");
      server.kill("SIGTERM");
    });
  }
}

/** Calls `gone` once the process `parent` has exited (this process is then another's child). */
function whenParentExits(parent: number, gone: () => void): void {
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    gone();
  }, 500);
  timer.unref();
}
