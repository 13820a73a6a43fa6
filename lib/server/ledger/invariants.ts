// The ledger's invariants, checked by tests and reported by the admin health check:
// every balance equals its credits minus its debits; all balances sum to zero; no account but
// the platform's sources (issuance, promotions) and wallets' debts is negative, and no debt is
// positive; a conversion request's hold holds exactly its amount while pending or processing (its
// payout not yet confirmed), and nothing after; a booking's escrow holds its price until it is
// completed or cancelled and nothing after, a completed one paid its recorded commission to the
// platform and its recorded refund to the customer; an organization's clearing account holds
// exactly its earnings not yet cleared; a chargeback's hold holds its coins while open; and no
// value comes out of nothing: coins paid out never exceed coins paid for (or owed by wallets after
// lost chargebacks), every paid order was charged at least its coins' worth at its rate, and every
// conversion paid at most its net coins' worth at its rate.
import "server-only";
import type { Tx } from "./types";

/** Which invariant a problem breaks, so a report can say what each one means. */
export type LedgerInvariant =
  | "balances_match"
  | "sum_zero"
  | "no_negative"
  | "holds_match"
  | "escrows_match"
  | "clearing_match"
  | "value_backed";

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
    WHERE ("kind" NOT IN ('platform_issuance', 'platform_promotions', 'wallet_debt') AND "balance" < 0)
       OR ("kind" = 'wallet_debt' AND "balance" > 0)
    ORDER BY "id" LIMIT 20`;

  const holds = await tx.$queryRaw<{ id: string; status: string; amount: number; held: bigint }[]>`
    SELECT r."id", r."status"::text AS status, r."amount", COALESCE(a."balance", 0)::bigint AS held
    FROM "ConversionRequest" r
    LEFT JOIN "LedgerAccount" a ON a."conversionRequestId" = r."id"
    WHERE COALESCE(a."balance", 0) <> CASE WHEN r."status" IN ('pending', 'processing') THEN r."amount" ELSE 0 END
    ORDER BY r."id" LIMIT 20`;
  const chargebackHolds = await tx.$queryRaw<
    { id: string; status: string; held: bigint; expected: number }[]
  >`
    SELECT c."id", c."status"::text AS status, COALESCE(a."balance", 0)::bigint AS held,
           CASE WHEN c."status" = 'open' THEN c."heldCoins" ELSE 0 END AS expected
    FROM "Chargeback" c
    LEFT JOIN "LedgerAccount" a ON a."chargebackId" = c."id"
    WHERE COALESCE(a."balance", 0) <> CASE WHEN c."status" = 'open' THEN c."heldCoins" ELSE 0 END
    ORDER BY c."id" LIMIT 20`;
  const clearing = await tx.$queryRaw<{ id: string; balance: bigint; uncleared: bigint }[]>`
    SELECT a."id", a."balance", COALESCE(u.total, 0)::bigint AS uncleared
    FROM "LedgerAccount" a
    LEFT JOIN (SELECT o."userId", sum(e."coins") AS total
               FROM "EarningsClearance" e JOIN "OrganizationProfile" o ON o."id" = e."organizationId"
               WHERE e."clearedAt" IS NULL GROUP BY 1) u ON u."userId" = a."userId"
    WHERE a."kind" = 'org_clearing' AND a."balance" <> COALESCE(u.total, 0)
    ORDER BY a."id" LIMIT 20`;

  // Escrow holds the price until the booking is completed or cancelled (active, delivered and
  // disputed bookings all keep it); a completed one paid exactly its commission and its refund.
  const escrows = await tx.$queryRaw<{ id: string; status: string; detail: string }[]>`
    SELECT b."id", b."status"::text AS status,
           CASE WHEN COALESCE(a."balance", 0) <> CASE WHEN b."status" IN ('active', 'delivered', 'disputed') THEN b."totalAmount" ELSE 0 END
                THEN 'its escrow has ' || COALESCE(a."balance", 0)
                WHEN COALESCE(r.total, 0) <> CASE WHEN b."status" = 'completed' THEN b."commissionCoins" ELSE 0 END
                THEN 'the platform received ' || COALESCE(r.total, 0) || ' coins of commission, not '
                     || b."commissionCoins"
                ELSE 'the customer got ' || COALESCE(p.total, 0) || ' coins back of a completed booking, not '
                     || b."refundedCoins" END AS detail
    FROM "Booking" b
    LEFT JOIN "LedgerAccount" a ON a."bookingId" = b."id"
    LEFT JOIN (SELECT "bookingId", sum("amount") AS total FROM "LedgerTransfer"
               WHERE "kind" = 'booking_commission' GROUP BY 1) r ON r."bookingId" = b."id"
    LEFT JOIN (SELECT "bookingId", sum("amount") AS total FROM "LedgerTransfer"
               WHERE "kind" = 'booking_partial_refund' GROUP BY 1) p ON p."bookingId" = b."id"
    WHERE COALESCE(a."balance", 0) <> CASE WHEN b."status" IN ('active', 'delivered', 'disputed') THEN b."totalAmount" ELSE 0 END
       OR COALESCE(r.total, 0) <> CASE WHEN b."status" = 'completed' THEN b."commissionCoins" ELSE 0 END
       OR COALESCE(p.total, 0) <> CASE WHEN b."status" = 'completed' THEN b."refundedCoins" ELSE 0 END
    ORDER BY b."id" LIMIT 20`;
  // A lost chargeback gives issuance back coins that may already be converted: those are owed by
  // the wallet's debt, so the backing of what was redeemed is what stays paid for plus what is owed.
  const [backing] = await tx.$queryRaw<{ paid: bigint; redeemed: bigint; owed: bigint }[]>`
    SELECT (SELECT -"balance" FROM "LedgerAccount" WHERE "id" = 'platform_issuance') AS paid,
           (SELECT "balance" FROM "LedgerAccount" WHERE "id" = 'platform_redemption') AS redeemed,
           (SELECT COALESCE(-sum("balance"), 0)::bigint FROM "LedgerAccount" WHERE "kind" = 'wallet_debt') AS owed`;
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
    ...chargebackHolds.map((row) => ({
      invariant: "holds_match" as const,
      detail: `chargeback ${row.id} (${row.status}): its hold has ${row.held}, not ${row.expected}`,
    })),
    ...clearing.map((row) => ({
      invariant: "clearing_match" as const,
      detail: `clearing account ${row.id}: balance ${row.balance} but ${row.uncleared} coins have not cleared`,
    })),
    ...mispriced.map((row) => ({ invariant: "value_backed" as const, detail: row.detail })),
  ];
  const paid = backing?.paid ?? 0n;
  const redeemed = backing?.redeemed ?? 0n;
  const owed = backing?.owed ?? 0n;
  if (redeemed > paid + owed) {
    findings.push({
      invariant: "value_backed",
      detail: `${redeemed} coins were paid out but only ${paid} were paid for (and ${owed} are owed)`,
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
