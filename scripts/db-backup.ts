// npm run db:backup [-- <file>] [--allow-unreadable-payouts]
// Writes a backup of the embedded database (DATA_DIR/pglite) to <file>, by default
// DATA_DIR/backups/coinmarket-<time>.tar, with DATA_DIR's generated AUTH_SECRET when the server
// runs on it. Refuses while a server or script has the database open (PGlite is single-process;
// docs/decisions/embedded-backups.md), and when the sealed payout details do not open with the
// PAYOUT_ENCRYPTION_KEY / AUTH_SECRET of this environment (the server's). With DATABASE_URL it
// refuses and shows the pg_dump way.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { parseEnv } from "@/lib/env";
import { runScript } from "./lib/run-script";
import {
  backupEmbedded,
  defaultBackupPath,
  POSTGRES_BACKUP_ADVICE,
} from "@/lib/server/db/embedded-backup";
import { sealedDataLine } from "@/lib/server/db/sealed-data";

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { "allow-unreadable-payouts": { type: "boolean", default: false } },
  });
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    console.error(POSTGRES_BACKUP_ADVICE);
    return 2;
  }
  const file = positionals[0] ? resolve(positionals[0]) : defaultBackupPath(env.DATA_DIR);
  const backup = await backupEmbedded(env.DATA_DIR, file, {
    keys: env,
    allowUnreadablePayouts: values["allow-unreadable-payouts"],
  });
  console.log(`Backup written: ${file} (${(backup.bytes / 1024 / 1024).toFixed(1)} MiB).`);
  console.log(sealedDataLine(backup.sealed));
  if (backup.carriesAuthSecret) {
    console.log(
      "It carries the generated AUTH_SECRET (DATA_DIR/auth-secret): keep it as private as DATA_DIR.",
    );
  }
  if (env.PAYOUT_ENCRYPTION_KEY || env.AUTH_SECRET) {
    console.log(
      "PAYOUT_ENCRYPTION_KEY and AUTH_SECRET are not in it: restore with the same settings.",
    );
  }
  console.log(`Restore it with: npm run db:restore -- ${file}`);
  return 0;
}

runScript(main);
