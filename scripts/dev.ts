// npm run dev: migrate and seed like `npm start`, then run Next's development server.
import { spawn } from "node:child_process";
import { parseEnv } from "../lib/env";
import { ensureAuthSecret } from "./lib/auth-secret";
import { prepareDatabase } from "./lib/prepare-database";

async function main() {
  const env = parseEnv(process.env);
  await prepareDatabase(env);
  const authSecret = ensureAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const server = spawn("npx", ["--no-install", "next", "dev", "--port", String(env.PORT)], {
    stdio: "inherit",
    env: { ...process.env, AUTH_SECRET: authSecret, NEXT_TELEMETRY_DISABLED: "1" },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
