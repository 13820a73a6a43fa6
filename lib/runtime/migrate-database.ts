// `npm run db:migrate`: applies prisma/migrations to the configured database (DATABASE_URL, else
// the embedded PGlite under DATA_DIR). `npm start` does the same in prepare-database.ts.
import type { Env } from "@/lib/env";
import { databaseTarget, describeTarget, openDatabase } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";

export async function migrateDatabase(env: Env, log: (line: string) => void = console.log) {
  const target = databaseTarget(env);
  const database = openDatabase(target);
  try {
    const applied = await applyMigrations(database.factory);
    log(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${describeTarget(target)}: ${applied.join(", ")}`
        : `${describeTarget(target)} is up to date.`,
    );
  } finally {
    await database.close();
  }
}
