// npm run audit:verify
// Seals what is waiting, then walks the audit log's hash chain from its first entry and reports
// the first broken link. Exits 0 when the chain is whole, 1 when it is broken.
// Uses DATABASE_URL, else the embedded database (stop `npm start` first: two processes must not
// open the embedded database at once).
import { PrismaClient } from "@/generated/prisma/client";
import { parseEnv } from "@/lib/env";
import { sealAuditLog } from "@/lib/server/audit/seal-audit-log";
import { verifyAuditLog } from "@/lib/server/audit/verify-audit-log";
import { databaseTarget, openDatabase } from "@/lib/server/db/connection";
import { applyMigrations } from "@/lib/server/db/migrations";

async function main(): Promise<number> {
  const database = openDatabase(databaseTarget(parseEnv(process.env)));
  const prisma = new PrismaClient({ adapter: database.factory });
  try {
    await applyMigrations(database.factory);
    const sealed = await sealAuditLog(prisma);
    const report = await verifyAuditLog(prisma);
    if (sealed > 0) console.log(`Sealed ${sealed} new entries into the chain.`);
    if (report.ok) {
      console.log(`Audit log intact: ${report.checked} entries, every link verified.`);
      return 0;
    }
    const broken = report.firstBroken;
    console.error(`Audit log BROKEN after ${report.checked} intact entries.`);
    if (broken) {
      console.error(
        `First broken link: seq ${broken.seq}${broken.entryId ? ` (entry ${broken.entryId})` : ""}`,
      );
      console.error(broken.problem);
    }
    return 1;
  } finally {
    await prisma.$disconnect();
    await database.close();
  }
}

// Exit explicitly: the wasm schema engine leaves a timer behind.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
