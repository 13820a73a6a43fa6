// The floor: a bare Next.js page (scripts/bench/floor-app) built with the project's own
// node_modules, so the same Next.js and React versions, into its own .next there, and served
// with `next start` on a loopback port. Measured beside the app's pages in the same run, it
// tells what any page of this framework costs on this machine at this moment. The same page
// under the app's stylesheet (/styled) tells what that one render-blocking file adds to it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "@/test/support/postgres-server";

const FLOOR_DIR = join("scripts", "bench", "floor-app");
const NEXT_BIN = join("node_modules", "next", "dist", "bin", "next");
const SOURCES = [
  join(FLOOR_DIR, "app"),
  join(FLOOR_DIR, "next.config.ts"),
  join(FLOOR_DIR, "instrumentation.ts"),
  "package-lock.json",
];

export interface RunningFloor {
  /** The bare page is `${origin}/`; the same page under the app's stylesheet `${origin}/styled`. */
  origin: string;
  /** The floor's build folder, for its first-load JavaScript. */
  buildDir: string;
  stop(): Promise<void>;
}

/** The newest modification time under `path` (0 when it does not exist). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds the floor when it has none, or when its sources are newer unless BENCH_SKIP_BUILD=1. */
function buildFloor(buildDir: string) {
  const buildId = join(buildDir, "BUILD_ID");
  if (existsSync(buildId)) {
    if (process.env.BENCH_SKIP_BUILD === "1") return;
    if (Math.max(...SOURCES.map(newestMtime)) <= statSync(buildId).mtimeMs) return;
  }
  console.log(`Build: the floor app (${FLOOR_DIR})...`);
  const result = spawnSync(process.execPath, [NEXT_BIN, "build", FLOOR_DIR], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`building the floor app (${FLOOR_DIR}) failed`);
}

/**
 * The app's stylesheets as one file of the floor's public folder (/app.css, for /styled): read
 * at run time, so a new app build needs no new floor build.
 */
function copyAppStylesheets(files: string[]) {
  const publicDir = join(FLOOR_DIR, "public");
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(
    join(publicDir, "app.css"),
    files.map((file) => readFileSync(file, "utf8")).join("\n"),
  );
}

export async function startFloor(appStylesheets: string[]): Promise<RunningFloor> {
  const buildDir = join(FLOOR_DIR, ".next");
  buildFloor(buildDir);
  copyAppStylesheets(appStylesheets);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [NEXT_BIN, "start", FLOOR_DIR, "--port", String(port), "--hostname", "127.0.0.1"],
    {
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: "ignore",
      // Its own process group, so stop() reaches the workers `next start` may fork.
      detached: true,
    },
  );
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    process.kill(-child.pid, "SIGTERM");
    await exit;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error("the floor app's `next start` exited before it answered");
    const ready = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the floor app did not answer within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, buildDir, stop };
}
