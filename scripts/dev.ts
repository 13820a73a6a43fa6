// npm run dev: migrate and seed like `npm start`, then Next's development server behind the same
// edge (loopback unless LISTEN_HOST says otherwise).
import { parseEnv } from "@/lib/env";
import { serve } from "@/lib/runtime/serve";

const env = parseEnv(process.env);
serve(env, { dev: true }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
