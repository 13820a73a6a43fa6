// npm start: build if needed, migrate, seed a fresh embedded database, then serve.
import { spawn } from "node:child_process";
import { parseEnv } from "../lib/env";
import { ensureAuthSecret } from "./lib/auth-secret";
import { buildIfNeeded } from "./lib/build-if-needed";
import { prepareDatabase } from "./lib/prepare-database";

async function main() {
  const env = parseEnv(process.env);
  buildIfNeeded();
  await prepareDatabase(env);
  const authSecret = ensureAuthSecret(env.AUTH_SECRET, env.DATA_DIR);

  const args = ["--no-install", "next", "start", "--port", String(env.PORT)];
  if (process.env.HOSTNAME) args.push("--hostname", process.env.HOSTNAME);
  const server = spawn("npx", args, {
    stdio: "inherit",
    env: { ...process.env, AUTH_SECRET: authSecret, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
