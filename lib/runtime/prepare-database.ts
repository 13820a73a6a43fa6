// Brings the configured database up to date before the app serves: migrations, the money rules'
// safety check, then the demo seed on a fresh embedded database (or anywhere with SEED_DEMO=1).
import { PrismaClient } from "@/generated/prisma/client";
import type { Env } from "@/lib/env";
import { databaseTarget, describeTarget, openDatabase } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";
import { seedDemo } from "@/prisma/seed/seed-demo";
import { cycleSafetyProblem, minimumCommissionBps } from "@/lib/economics/cycle-safety";
import { formatPercent } from "@/lib/economics/rates";
import { readMoneyRules } from "@/lib/server/economics/money-rules";
import { setCommissionAtStart } from "@/lib/server/economics/update-settings";

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
    // The money rules in the database against the packages in this build: a build whose bonus
    // outgrew the commission must not serve (an admin sees the same check in the settings form).
    if (env.COMMISSION_PERCENT) {
      const percent = env.COMMISSION_PERCENT;
      await setCommissionAtStart(prisma, percent);
      log(`Money rules: commission set to ${percent}% (COMMISSION_PERCENT)`);
    }
    const rules = await readMoneyRules(prisma);
    const unsafe = cycleSafetyProblem(rules);
    if (unsafe) {
      throw new Error(
        `Refusing to start: ${unsafe} Start once with COMMISSION_PERCENT=${formatPercent(minimumCommissionBps(rules))} (or more) to raise it.`,
      );
    }
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
