// npm run db:restore -- <file> [--force] [--allow-unreadable-payouts]
// Loads a db:backup file into DATA_DIR's embedded database, which must hold none yet (--force
// moves an existing one aside to DATA_DIR/pglite.replaced-<time>), with the generated AUTH_SECRET
// the backup carries. Refuses, restoring nothing, when the sealed payout details do not open with
// the key the server will run with (this environment's PAYOUT_ENCRYPTION_KEY, else AUTH_SECRET,
// else the generated one). Then checks what it restored: the ledger's invariants and the audit
// log's hash chain, as the admin health and `npm run audit:verify` do. Exits 1 when a check fails.
// With DATABASE_URL it refuses and shows the pg_restore way.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { PrismaClient } from "@/generated/prisma/client";
import { parseEnv } from "@/lib/env";
import { runScript } from "./lib/run-script";
import { databaseTarget, openDatabase } from "@/lib/server/db/connection";
import { POSTGRES_BACKUP_ADVICE, restoreEmbedded } from "@/lib/server/db/embedded-backup";
import { checkRestoredDatabase } from "@/lib/server/db/restored-database";
import { sealedDataLine } from "@/lib/server/db/sealed-data";

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: "boolean", default: false },
      "allow-unreadable-payouts": { type: "boolean", default: false },
    },
  });
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    console.error(POSTGRES_BACKUP_ADVICE);
    return 2;
  }
  if (!positionals[0]) {
    console.error(
      "Usage: npm run db:restore -- <backup file> [--force] [--allow-unreadable-payouts]",
    );
    return 2;
  }
  const file = resolve(positionals[0]);
  const restored = await restoreEmbedded(env.DATA_DIR, file, {
    force: values.force,
    keys: env,
    allowUnreadablePayouts: values["allow-unreadable-payouts"],
  });
  if (restored.replacedTo) {
    console.log(`The database that was there is kept in ${restored.replacedTo}.`);
  }
  if (restored.restoredAuthSecret) {
    console.log("The backup's generated AUTH_SECRET is now DATA_DIR/auth-secret.");
  }
  if (restored.authSecretReplacedTo) {
    console.log(`The AUTH_SECRET that was there is kept in ${restored.authSecretReplacedTo}.`);
  }
  console.log(`Restored ${file} into ${resolve(env.DATA_DIR)}.`);
  console.log(sealedDataLine(restored.sealed));

  const database = openDatabase(databaseTarget(env));
  const prisma = new PrismaClient({ adapter: database.factory });
  try {
    const check = await checkRestoredDatabase(prisma);
    for (const line of check.lines) console.log(line);
    return check.ok ? 0 : 1;
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

runScript(main);
