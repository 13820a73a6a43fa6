// `npm start` builds when there is no production build, or when sources changed after it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "generated",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIfNeeded(log: (line: string) => void = console.log) {
  const buildId = join(".next", "BUILD_ID");
  if (existsSync(buildId)) {
    const builtAt = statSync(buildId).mtimeMs;
    const changedAt = Math.max(...SOURCES.map(newestMtime));
    if (changedAt <= builtAt) return;
    log("Build: sources changed since the last build, rebuilding...");
  } else {
    log("Build: no production build yet, building (about a minute)...");
  }
  const result = spawnSync("npx", ["--no-install", "next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
}
