// The program `npm start` runs once built (compiled to dist/server/start.mjs, which
// scripts/start.mjs imports): refuse unsafe settings, migrate, seed a fresh embedded database,
// then serve http://localhost:$PORT on loopback (LISTEN_HOST=0.0.0.0 opens it to the network).
import { parseEnv } from "@/lib/env";
import { serve } from "@/lib/runtime/serve";

const env = parseEnv(process.env);
serve(env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
