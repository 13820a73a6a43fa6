// The production server as `npm start` runs it: build if needed, prepare the database, serve.
import { spawn } from "node:child_process";
import type { Env } from "../../lib/env";
import { ensureAuthSecret } from "./auth-secret";
import { buildIfNeeded } from "./build-if-needed";
import { prepareDatabase } from "./prepare-database";

export async function serve(env: Env, options: { hostname?: string } = {}) {
  buildIfNeeded();
  await prepareDatabase(env);
  const authSecret = ensureAuthSecret(env.AUTH_SECRET, env.DATA_DIR);

  const args = ["--no-install", "next", "start", "--port", String(env.PORT)];
  if (options.hostname) args.push("--hostname", options.hostname);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    AUTH_SECRET: authSecret,
    DATA_DIR: env.DATA_DIR,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // The server uses exactly the database that was just prepared.
  if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL;
  else delete childEnv.DATABASE_URL;
  const server = spawn("npx", args, { stdio: "inherit", env: childEnv });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
