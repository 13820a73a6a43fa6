// npm run db:seed: migrate, then write the demo data into the configured database if it has none.
// On a DATABASE_URL database this is the explicit way to get demo data (same as SEED_DEMO=1).
import { parseEnv } from "@/lib/env";
import { prepareDatabase } from "@/lib/runtime/prepare-database";

prepareDatabase(parseEnv({ ...process.env, SEED_DEMO: "1" })).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
