// npm run db:migrate: applies prisma/migrations to the configured database
// (DATABASE_URL, else the embedded PGlite under DATA_DIR). `npm start` does the same.
import { env } from "../lib/env";
import { databaseTarget, describeTarget, openDatabase } from "../lib/server/db/connection";
import { applyMigrations } from "../lib/server/db/migrations";

async function main() {
  const target = databaseTarget(env);
  const database = openDatabase(target);
  try {
    const applied = await applyMigrations(database.factory);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${describeTarget(target)}: ${applied.join(", ")}`
        : `${describeTarget(target)} is up to date.`,
    );
  } finally {
    await database.close();
  }
}

// Exit explicitly: the wasm schema engine leaves a timer behind that would hold the process ~10 s.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
