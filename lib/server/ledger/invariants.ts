// The ledger's invariants, checked by tests and reported by the admin health check:
// every balance equals its credits minus its debits; all balances sum to zero; no account but
// the platform's sources (issuance, promotions) is negative; a pending conversion request's hold
// holds exactly its amount, and a decided or cancelled one's holds nothing; a booking's escrow
// holds its price while active and nothing after, a completed one paid its recorded commission to
// the platform; and no value comes out of nothing: coins paid out never exceed coins paid for,
// every paid order was charged at least its coins' worth at its rate, and every approved
// conversion paid at most its net coins' worth at its rate.
import "server-only";
import type { Tx } from "./types";

/** Which invariant a problem breaks, so a report can say what each one means. */
export type LedgerInvariant =
  "balances_match" | "sum_zero" | "no_negative" | "holds_match" | "escrows_match" | "value_backed";

export interface LedgerHealth {
  ok: boolean;
  accounts: number;
  transfers: number;
  problems: string[];
}

export interface LedgerFindings {
  accounts: number;
  transfers: number;
  /** Each problem with the invariant it breaks; none when the ledger is sound. */
  findings: { invariant: LedgerInvariant; detail: string }[];
}

export async function checkLedgerInvariants(tx: Tx): Promise<LedgerHealth> {
  const { accounts, transfers, findings } = await ledgerFindings(tx);
  return {
    ok: findings.length === 0,
    accounts,
    transfers,
    problems: findings.map((finding) => finding.detail),
  };
}

/** The checks of checkLedgerInvariants, each problem named by its invariant. */
export async function ledgerFindings(tx: Tx): Promise<LedgerFindings> {
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
    WHERE "kind" NOT IN ('platform_issuance', 'platform_promotions') AND "balance" < 0
    ORDER BY "id" LIMIT 20`;

  const holds = await tx.$queryRaw<{ id: string; status: string; amount: number; held: bigint }[]>`
    SELECT r."id", r."status"::text AS status, r."amount", COALESCE(a."balance", 0)::bigint AS held
    FROM "ConversionRequest" r
    LEFT JOIN "LedgerAccount" a ON a."conversionRequestId" = r."id"
    WHERE COALESCE(a."balance", 0) <> CASE WHEN r."status" = 'pending' THEN r."amount" ELSE 0 END
    ORDER BY r."id" LIMIT 20`;

  const escrows = await tx.$queryRaw<{ id: string; status: string; detail: string }[]>`
    SELECT b."id", b."status"::text AS status,
           CASE WHEN COALESCE(a."balance", 0) <> CASE WHEN b."status" = 'active' THEN b."totalAmount" ELSE 0 END
                THEN 'its escrow has ' || COALESCE(a."balance", 0)
                ELSE 'the platform received ' || COALESCE(r.total, 0) || ' coins of commission, not '
                     || b."commissionCoins" END AS detail
    FROM "Booking" b
    LEFT JOIN "LedgerAccount" a ON a."bookingId" = b."id"
    LEFT JOIN (SELECT "bookingId", sum("amount") AS total FROM "LedgerTransfer"
               WHERE "kind" = 'booking_commission' GROUP BY 1) r ON r."bookingId" = b."id"
    WHERE COALESCE(a."balance", 0) <> CASE WHEN b."status" = 'active' THEN b."totalAmount" ELSE 0 END
       OR COALESCE(r.total, 0) <> CASE WHEN b."status" = 'completed' THEN b."commissionCoins" ELSE 0 END
    ORDER BY b."id" LIMIT 20`;
  const [backing] = await tx.$queryRaw<{ paid: bigint; redeemed: bigint }[]>`
    SELECT (SELECT -"balance" FROM "LedgerAccount" WHERE "id" = 'platform_issuance') AS paid,
           (SELECT "balance" FROM "LedgerAccount" WHERE "id" = 'platform_redemption') AS redeemed`;
  // Exact integer sums: minor units x millionths of a coin against coins x 100 x 1,000,000.
  const mispriced = await tx.$queryRaw<{ detail: string }[]>`
    (SELECT 'order ' || "id" || ': charged ' || "amountMinor" || ' minor units of ' || "currency"
            || ' at ' || "rateMicros" || ' for ' || "coins" || ' coins' AS detail
     FROM "PaymentOrder"
     WHERE "status" IN ('paid', 'refund_pending', 'refunded')
       AND "amountMinor"::numeric * "rateMicros" < "coins"::numeric * 100000000
     ORDER BY "id" LIMIT 20)
    UNION ALL
    (SELECT 'conversion ' || "id" || ': pays ' || "payoutMinor" || ' minor units of ' || "currency"
            || ' at ' || "rateMicros" || ' for ' || ("amount" - "feeCoins") || ' coins' AS detail
     FROM "ConversionRequest"
     WHERE "payoutMinor"::numeric * "rateMicros" > ("amount" - "feeCoins")::numeric * 100000000
     ORDER BY "id" LIMIT 20)`;
  const findings: LedgerFindings["findings"] = [
    ...mismatched.map((row) => ({
      invariant: "balances_match" as const,
      detail: `account ${row.id}: balance ${row.balance} but transfers say ${row.computed}`,
    })),
    ...negative.map((row) => ({
      invariant: "no_negative" as const,
      detail: `account ${row.id}: negative balance ${row.balance}`,
    })),
    ...holds.map((row) => ({
      invariant: "holds_match" as const,
      detail: `conversion ${row.id} (${row.status}, ${row.amount} coins): its hold has ${row.held}`,
    })),
    ...escrows.map((row) => ({
      invariant: "escrows_match" as const,
      detail: `booking ${row.id} (${row.status}): ${row.detail}`,
    })),
    ...mispriced.map((row) => ({ invariant: "value_backed" as const, detail: row.detail })),
  ];
  const paid = backing?.paid ?? 0n;
  const redeemed = backing?.redeemed ?? 0n;
  if (redeemed > paid) {
    findings.push({
      invariant: "value_backed",
      detail: `${redeemed} coins were paid out but only ${paid} were paid for`,
    });
  }
  const total = counts?.total ?? 0n;
  if (total !== 0n) {
    findings.push({ invariant: "sum_zero", detail: `balances sum to ${total}, not 0` });
  }
  return {
    accounts: Number(counts?.accounts ?? 0n),
    transfers: Number(counts?.transfers ?? 0n),
    findings,
  };
}
