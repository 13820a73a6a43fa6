// npm start: build if needed, migrate, seed a fresh embedded database, then serve
// http://localhost:$PORT (LISTEN_HOST limits the interface, e.g. 127.0.0.1).
import { parseEnv } from "../lib/env";
import { serve } from "./lib/serve";

const env = parseEnv(process.env);
serve(env, { hostname: env.LISTEN_HOST }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
