// The ledger's invariants, checked by tests and reported by the admin health check:
// every balance equals its credits minus its debits; all balances sum to zero; no account but
// the platform's issuance account is negative; a pending conversion request's hold holds exactly
// its amount, and a decided or cancelled one's holds nothing.
import "server-only";
import type { Tx } from "./types";

export interface LedgerHealth {
  ok: boolean;
  accounts: number;
  transfers: number;
  problems: string[];
}

export async function checkLedgerInvariants(tx: Tx): Promise<LedgerHealth> {
  const [counts] = await tx.$queryRaw<{ accounts: bigint; transfers: bigint; total: bigint }[]>`
    SELECT (SELECT count(*) FROM "LedgerAccount") AS accounts,
           (SELECT count(*) FROM "LedgerTransfer") AS transfers,
           (SELECT COALESCE(sum("balance"), 0)::bigint FROM "LedgerAccount") AS total`;
  const mismatched = await tx.$queryRaw<{ id: string; balance: bigint; computed: bigint }[]>`
    SELECT a."id", a."balance",
           (COALESCE(c.total, 0) - COALESCE(d.total, 0))::bigint AS computed
    FROM "LedgerAccount" a
    LEFT JOIN (SELECT "creditAccountId" AS id, sum("amount") AS total
               FROM "LedgerTransfer" GROUP BY 1) c ON c.id = a."id"
    LEFT JOIN (SELECT "debitAccountId" AS id, sum("amount") AS total
               FROM "LedgerTransfer" GROUP BY 1) d ON d.id = a."id"
    WHERE a."balance" <> COALESCE(c.total, 0) - COALESCE(d.total, 0)
    ORDER BY a."id" LIMIT 20`;
  const negative = await tx.$queryRaw<{ id: string; balance: bigint }[]>`
    SELECT "id", "balance" FROM "LedgerAccount"
    WHERE "kind" <> 'platform_issuance' AND "balance" < 0 ORDER BY "id" LIMIT 20`;

  const holds = await tx.$queryRaw<{ id: string; status: string; amount: number; held: bigint }[]>`
    SELECT r."id", r."status"::text AS status, r."amount", COALESCE(a."balance", 0)::bigint AS held
    FROM "ConversionRequest" r
    LEFT JOIN "LedgerAccount" a ON a."conversionRequestId" = r."id"
    WHERE COALESCE(a."balance", 0) <> CASE WHEN r."status" = 'pending' THEN r."amount" ELSE 0 END
    ORDER BY r."id" LIMIT 20`;

  const problems = [
    ...mismatched.map(
      (row) => `account ${row.id}: balance ${row.balance} but transfers say ${row.computed}`,
    ),
    ...negative.map((row) => `account ${row.id}: negative balance ${row.balance}`),
    ...holds.map(
      (row) =>
        `conversion ${row.id} (${row.status}, ${row.amount} coins): its hold has ${row.held}`,
    ),
  ];
  const total = counts?.total ?? 0n;
  if (total !== 0n) problems.push(`balances sum to ${total}, not 0`);
  return {
    ok: problems.length === 0,
    accounts: Number(counts?.accounts ?? 0n),
    transfers: Number(counts?.transfers ?? 0n),
    problems,
  };
}
