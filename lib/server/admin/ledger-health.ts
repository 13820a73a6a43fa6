// The ledger's health as the admin's payments screen says it: each invariant passed or failed, in
// words a person can act on, the coins held per kind of account, and when it was checked. One
// repeatable-read snapshot, so the totals and the checks describe the same moment.
import "server-only";
import type { LedgerCheck, LedgerHealthView } from "@/lib/schemas/admin-payments";
import { ACCOUNT_KINDS, LEDGER_INVARIANTS } from "@/lib/schemas/admin-payments";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { ledgerFindings, type LedgerInvariant } from "@/lib/server/ledger/invariants";

type Words = Pick<LedgerCheck, "title" | "meaning" | "action">;

const INVARIANT_WORDS: Record<LedgerInvariant, Words> = {
  balances_match: {
    title: "Every balance matches its transfers",
    meaning:
      "Each wallet, earnings, escrow and hold balance equals the coins its transfers brought in minus the coins they took out.",
    action:
      "A balance was changed outside the ledger; its transfers are the record. Pause refunds, look up the account's ledger entries in the audit log, and set the stored balance back to what its transfers give, noting why.",
  },
  sum_zero: {
    title: "No coins appear or vanish",
    meaning:
      "All balances together add up to zero: every coin held somewhere was issued by a top-up, and the issuance account is negative by exactly as much.",
    action:
      "Coins were created or destroyed without a transfer. Compare the totals per account kind below with the ledger entries in the audit log to find the account that moved, then correct it as above.",
  },
  no_negative: {
    title: "No account is overdrawn",
    meaning:
      "No wallet, earnings, escrow, hold or revenue is below zero; only the platform's sources of coins (issuance and promotions) may be, and a wallet's debt after a lost chargeback (never above zero).",
    action:
      "Coins were spent that were not there. Find the account's last transfers in the audit log, hold off refunds and conversions for its owner, and take the coins back from where they went.",
  },
  holds_match: {
    title: "Holds match their requests and chargebacks",
    meaning:
      "A conversion's hold holds exactly its amount while pending or processing (its payout not yet confirmed) and nothing once paid, failed, rejected or cancelled; an open chargeback's hold holds the coins it froze, a decided one nothing.",
    action:
      "A conversion or chargeback was decided without moving its hold. Open it in Conversions or Payments and the audit log, and move the held coins to where its decision says.",
  },
  escrows_match: {
    title: "Booking escrows match their bookings",
    meaning:
      "An active, delivered or disputed booking's escrow holds exactly its price; a completed or cancelled one holds nothing, and a completed one paid the platform exactly its recorded commission and the customer exactly its recorded refund.",
    action:
      "A booking was settled without moving its escrow, or with another commission. Open the booking's ledger entries in the audit log and move the coins to where its status says.",
  },
  clearing_match: {
    title: "Clearing earnings match their bookings",
    meaning:
      "Each organization's clearing account holds exactly the coins of its completed bookings that have not cleared yet.",
    action:
      "Earnings cleared without their record, or the other way round. Compare the organization's EarningsClearance rows with its clearing account's transfers in the audit log and move the coins to where the rows say.",
  },
  value_backed: {
    title: "No value out of nothing",
    meaning:
      "Coins paid out through conversions never exceed the coins paid for through top-ups (or owed by wallets after lost chargebacks); every paid order was charged at least its coins' worth at its rate, and every conversion pays at most its coins' worth after fees at its rate.",
    action:
      "Money left the platform that was never paid in. Stop approving conversions, check the money rules on Settings (commission against the packages' bonus share), and look up the orders or conversions named here.",
  },
};

const KIND_LABELS: Record<(typeof ACCOUNT_KINDS)[number], string> = {
  user_wallet: "User wallets",
  org_earnings: "Organization earnings",
  booking_escrow: "Booking escrow",
  conversion_hold: "Conversion holds",
  org_clearing: "Organization earnings clearing",
  chargeback_hold: "Chargeback holds",
  wallet_debt: "Wallet debts after lost chargebacks (negative: the platform's loss until repaid)",
  platform_issuance: "Issuance (coins paid for, negative)",
  platform_promotions: "Promotions (bonus coins given, negative)",
  platform_redemption: "Redemption (coins paid out)",
  platform_revenue: "Platform revenue (commissions and fees)",
};

export const LEDGER_BALANCED = "Ledger balanced";

function summaryOf(failed: LedgerCheck[]): string {
  if (failed.length === 0) return LEDGER_BALANCED;
  const names = failed.map((check) => check.title.toLowerCase()).join("; ");
  return `The ledger is out of balance: ${failed.length} of ${LEDGER_INVARIANTS.length} checks failed (${names}).`;
}

export async function ledgerHealth(): Promise<LedgerHealthView> {
  const { health, kinds } = await db().$transaction(
    async (tx) => {
      const health = await ledgerFindings(tx);
      const kinds = await tx.$queryRaw<{ kind: string; accounts: number; balance: bigint }[]>`
        SELECT "kind"::text AS kind, count(*)::int AS accounts,
               COALESCE(sum("balance"), 0)::bigint AS balance
        FROM "LedgerAccount" GROUP BY "kind"`;
      return { health, kinds };
    },
    { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
  );

  const checks: LedgerCheck[] = LEDGER_INVARIANTS.map((id) => {
    const problems = health.findings
      .filter((finding) => finding.invariant === id)
      .map((finding) => finding.detail);
    return { id, ok: problems.length === 0, ...INVARIANT_WORDS[id], problems };
  });
  const totals = ACCOUNT_KINDS.map((kind) => {
    const row = kinds.find((entry) => entry.kind === kind);
    return {
      kind,
      label: KIND_LABELS[kind],
      accounts: row?.accounts ?? 0,
      balance: Number(row?.balance ?? 0n),
    };
  });
  const balanceOf = (kind: string) => totals.find((total) => total.kind === kind)?.balance ?? 0;

  return {
    ok: health.findings.length === 0,
    summary: summaryOf(checks.filter((check) => !check.ok)),
    checkedAt: new Date().toISOString(),
    accounts: health.accounts,
    transfers: health.transfers,
    checks,
    totals,
    coinsIssued: -balanceOf("platform_issuance"),
    bonusCoins: -balanceOf("platform_promotions"),
    coinsRedeemed: balanceOf("platform_redemption"),
    platformRevenue: balanceOf("platform_revenue"),
  };
}
