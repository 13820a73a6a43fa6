// The server the end-to-end tests drive: `next start` on loopback over a fresh embedded
// database (wiped at every run, then migrated and seeded like a first `npm start`).
import { rmSync } from "node:fs";
import { parseEnv } from "../lib/env";
import { serve } from "./lib/serve";

const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";
rmSync(dataDir, { recursive: true, force: true });

const env = parseEnv({
  ...process.env,
  DATABASE_URL: "",
  SEED_DEMO: "",
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? "3100",
});

serve(env, { hostname: "127.0.0.1" }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
