// npm run db:migrate: applies prisma/migrations to the configured database
// (DATABASE_URL, else the embedded PGlite under DATA_DIR). `npm start` does the same.
import { env } from "@/lib/env";
import { migrateDatabase } from "@/lib/runtime/migrate-database";

// Exit explicitly: the wasm schema engine leaves a timer behind that would hold the process ~10 s.
migrateDatabase(env).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
