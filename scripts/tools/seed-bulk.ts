// npm run seed:bulk -- <n>
// Adds n realistic catalogue services across about n/50 new organizations to the configured
// database (DATABASE_URL, else the embedded one: stop `npm start` first, two processes must not
// open the embedded database at once). Migrates first. Each run gets its own run id, so runs add
// up rather than collide; BULK_SEED=<integer> fixes the generated content.
// No bookings, reviews or coins are written: the bulk catalogue carries no money.
import { randomBytes } from "node:crypto";
import { PrismaClient } from "@/generated/prisma/client";
import { parseEnv } from "@/lib/env";
import { databaseTarget, describeTarget, openDatabase } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";
import {
  insertBulkCatalogue,
  MAX_BULK_SERVICES,
  parseBulkCount,
  planBulkCatalogue,
} from "@/prisma/seed/bulk-services";

const USAGE = `usage: npm run seed:bulk -- <n>   (n: whole number of services, 1 to ${MAX_BULK_SERVICES.toLocaleString("en-US")})`;

function parseSeed(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error("BULK_SEED must be a whole number");
  return seed;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const count = parseBulkCount(args[0]);
  if (typeof count === "string" || args.length > 1) {
    console.error(`seed:bulk: ${typeof count === "string" ? count : "too many arguments"}`);
    console.error(USAGE);
    return 1;
  }
  const env = parseEnv(process.env);
  const target = databaseTarget(env);
  const database = openDatabase(target);
  const prisma = new PrismaClient({ adapter: database.factory });
  try {
    const started = performance.now();
    await applyMigrations(database.factory);
    const plan = planBulkCatalogue(count, {
      runId: randomBytes(4).toString("hex"),
      seed: parseSeed(process.env.BULK_SEED),
    });
    console.log(
      `Adding ${count.toLocaleString("en-US")} services across ${plan.organizations.length.toLocaleString("en-US")} organizations ` +
        `to ${describeTarget(target)} (run ${plan.runId}, seed ${plan.seed})...`,
    );
    const step = Math.max(10_000, Math.ceil(count / 10 / 10_000) * 10_000);
    const result = await insertBulkCatalogue(prisma, plan, {
      onProgress: (done) => {
        if (done % step === 0 && done < count) console.log(`  ${done.toLocaleString("en-US")}...`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Added ${result.services.toLocaleString("en-US")} services and ${result.organizations.toLocaleString("en-US")} organizations ` +
        `in ${seconds.toFixed(1)} s (${Math.round(result.services / seconds).toLocaleString("en-US")} services/s).`,
    );
    return 0;
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

// Exit explicitly: the wasm schema engine leaves a timer behind that would hold the process ~10 s.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
