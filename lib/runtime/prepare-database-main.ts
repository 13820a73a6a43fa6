// `npm start`'s database step in a short-lived process of its own (lib/runtime/serve.ts runs it,
// compiled to dist/server/prepare-database.mjs): the migrations' schema engine, PGlite and the
// seed hold a few hundred MB that the start process, which lives as long as the server, would
// otherwise keep. Settings come from the environment serve.ts gives it.
import { parseEnv } from "@/lib/env";
import { prepareDatabase } from "./prepare-database";

prepareDatabase(parseEnv(process.env)).then(
  // Exits at once: the schema engine leaves a timer behind.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
