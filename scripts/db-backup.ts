// npm run db:backup [-- <file>]
// Writes a backup of the embedded database (DATA_DIR/pglite) to <file>, by default
// DATA_DIR/backups/coinmarket-<time>.tar.gz. Refuses while a server or script has the database
// open (PGlite is single-process; docs/decisions/embedded-backups.md). With DATABASE_URL it
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

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) {
    console.error(POSTGRES_BACKUP_ADVICE);
    return 2;
  }
  const file = positionals[0] ? resolve(positionals[0]) : defaultBackupPath(env.DATA_DIR);
  const bytes = await backupEmbedded(env.DATA_DIR, file);
  console.log(`Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB).`);
  console.log(`Restore it with: npm run db:restore -- ${file}`);
  return 0;
}

runScript(main);
