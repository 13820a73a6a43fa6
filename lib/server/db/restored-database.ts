// What db:restore checks in the database it restored, with the checks the admin health and
// `npm run audit:verify` use: the ledger's invariants and the audit log's hash chain; and the
// rows per table, which its test compares with the database that was backed up.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { verifyAuditLog } from "@/lib/server/audit/verify-audit-log";
import { checkLedgerInvariants } from "@/lib/server/ledger/invariants";
import type { Db } from "./client";

/** Exact row counts of every table in the public schema, by table name. */
export async function tableRowCounts(client: Db): Promise<Record<string, number>> {
  const tables = await client.$queryRaw<{ name: string }[]>`
    SELECT "table_name" AS "name" FROM information_schema.tables
    WHERE "table_schema" = 'public' AND "table_type" = 'BASE TABLE' ORDER BY 1`;
  if (tables.length === 0) return {};
  const counts = await client.$queryRaw<{ name: string; rows: bigint }[]>(
    Prisma.join(
      tables.map(
        ({ name }) =>
          Prisma.sql`SELECT ${name} AS "name", count(*) AS "rows" FROM ${Prisma.raw(`"${name.replaceAll('"', '""')}"`)}`,
      ),
      " UNION ALL ",
    ),
  );
  return Object.fromEntries(counts.map((row) => [row.name, Number(row.rows)]));
}

export async function checkRestoredDatabase(client: Db) {
  const ledger = await checkLedgerInvariants(client);
  const audit = await verifyAuditLog(client);
  const rows = await tableRowCounts(client);
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  const lines = [
    `${Object.keys(rows).length} tables, ${total} rows.`,
    ledger.ok
      ? `Ledger invariants hold: ${ledger.accounts} accounts, ${ledger.transfers} transfers.`
      : `Ledger invariants BROKEN: ${ledger.problems.join("; ")}`,
    audit.ok
      ? `Audit log intact: ${audit.checked} entries verified${audit.unsealed ? `, ${audit.unsealed} not sealed yet` : ""}.`
      : `Audit log BROKEN at seq ${audit.firstBroken?.seq}: ${audit.firstBroken?.problem}`,
  ];
  return { ok: ledger.ok && audit.ok, ledger, audit, rows, lines };
}
