// Brings the configured database up to date before the app serves: migrations, then the demo
// seed on a fresh embedded database (or anywhere with SEED_DEMO=1).
import { PrismaClient } from "../../generated/prisma/client";
import type { Env } from "../../lib/env";
import { databaseTarget, describeTarget, openDatabase } from "../../lib/server/db/connection";
import { applyMigrations } from "../../lib/server/db/migrations";
import { seedDemo } from "../../prisma/seed/seed-demo";

export async function prepareDatabase(env: Env, log: (line: string) => void = console.log) {
  const target = databaseTarget(env);
  const database = openDatabase(target);
  const prisma = new PrismaClient({ adapter: database.factory });
  try {
    const applied = await applyMigrations(database.factory);
    log(
      applied.length
        ? `Database: applied ${applied.join(", ")} to ${describeTarget(target)}`
        : `Database: ${describeTarget(target)} is up to date`,
    );
    const wantSeed =
      env.SEED_DEMO || (target.kind === "embedded" && (await prisma.user.count()) === 0);
    if (wantSeed) {
      const result = await seedDemo(prisma);
      log(
        result.seeded
          ? `Database: demo data seeded (${JSON.stringify(result.counts)})`
          : `Database: seed skipped, ${result.reason}`,
      );
    }
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}
