// npm start: refuse unsafe settings, build if needed, migrate, seed a fresh embedded database,
// then serve http://localhost:$PORT on loopback (LISTEN_HOST=0.0.0.0 opens it to the network).
// `npm start -- --no-build` serves the existing build even if sources changed since. npm's script
// execs `node --import tsx --import ./scripts/lib/server-only.mjs scripts/start.ts`, the command
// a process manager may also run itself: either way the pid it signals passes SIGTERM on to the
// server, which drains (lib/runtime/serve.ts).
import { parseEnv } from "@/lib/env";
import { serve } from "@/lib/runtime/serve";

const env = parseEnv(process.env);
serve(env, { build: !process.argv.includes("--no-build") }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
