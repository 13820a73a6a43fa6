// The admin dashboard's money (docs/economics.md):
// - revenue by calendar month (the admin's time zone): the transfers into the platform's revenue
//   account, booking commissions and conversion fees apart, read through the (creditAccountId,
//   createdAt) index;
// - money per currency: paid top-up orders (net of refunds) in, paid conversions' payouts (their
//   transfer confirmed) out, and what pending conversions were quoted (those without a payout
//   destination, which can only be rejected, counted apart); each an aggregate over its status
//   index;
// - the exchange-rate feed's last failure, which the dashboard warns about.
import "server-only";
import type { CurrencyMoney, RevenueMonth } from "@/lib/schemas/admin-dashboard";
import { lastMonths } from "@/lib/dashboard/months";
import { env } from "@/lib/env";
import { CURRENCIES, type Currency } from "@/lib/money/currencies";
import { db } from "@/lib/server/db/client";
import { readEconomics } from "@/lib/server/economics/money-rules";
import { PLATFORM_ACCOUNT } from "@/lib/server/ledger/types";
import { UNPAYABLE } from "@/lib/server/conversions/unpayable";

const REVENUE_MONTHS = 12;

export async function readRevenueByMonth(now: Date, timeZone: string): Promise<RevenueMonth[]> {
  const months = lastMonths(now, timeZone, REVENUE_MONTHS);
  // Stored timestamps are UTC wall-clock time: each month's first instant as its UTC text, and a
  // transfer's month found by width_bucket among them.
  const starts = months.map((month) => month.start.toISOString());
  const rows = await db().$queryRaw<{ bucket: number; commission: bigint; fees: bigint }[]>`
    SELECT width_bucket("createdAt", ${starts}::timestamp[]) AS bucket,
      COALESCE(SUM("amount") FILTER (WHERE "kind" = 'booking_commission'), 0)::bigint AS commission,
      COALESCE(SUM("amount") FILTER (WHERE "kind" = 'conversion_fee'), 0)::bigint AS fees
    FROM "LedgerTransfer"
    WHERE "creditAccountId" = ${PLATFORM_ACCOUNT.revenue}
      AND "createdAt" >= ${starts[0]}::timestamp AND "createdAt" <= ${now.toISOString()}::timestamp
    GROUP BY 1`;
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return months.map((month, index) => {
    // Bucket 1 is the first month (width_bucket counts from 1).
    const row = byBucket.get(index + 1);
    return {
      month: month.key,
      commission: Number(row?.commission ?? 0n),
      fees: Number(row?.fees ?? 0n),
    };
  });
}

interface TopUpRow {
  currency: Currency;
  received: bigint;
  refunded: bigint;
}

interface PayoutRow {
  currency: Currency;
  paid: bigint;
  pending: bigint;
  unpayable: bigint;
  unpayableCoins: bigint;
}

/**
 * Top-ups: every order that was paid (paid, refund_pending, refunded); those whose coins were
 * taken back for a refund count as refunded, done or under way. Conversions: the quoted payout of
 * paid requests (their transfer confirmed) and of pending ones (to pay if approved); a pending
 * one without a payout destination cannot be approved, so it is counted apart, in coins.
 */
export async function readMoneyByCurrency(): Promise<CurrencyMoney[]> {
  const sql = db();
  const [topUps, payouts] = await Promise.all([
    sql.$queryRaw<TopUpRow[]>`
      SELECT "currency"::text AS currency,
        COALESCE(SUM("amountMinor"), 0)::bigint AS received,
        COALESCE(SUM("amountMinor") FILTER (WHERE "status" <> 'paid'), 0)::bigint AS refunded
      FROM "PaymentOrder"
      WHERE "status" IN ('paid', 'refund_pending', 'refunded')
      GROUP BY 1`,
    sql.$queryRaw<PayoutRow[]>`
      SELECT "currency"::text AS currency,
        COALESCE(SUM("payoutMinor") FILTER (WHERE "status" = 'paid'), 0)::bigint AS paid,
        COALESCE(SUM("payoutMinor") FILTER (WHERE "status" = 'pending' AND NOT ${UNPAYABLE}), 0)::bigint
          AS pending,
        COUNT(*) FILTER (WHERE "status" = 'pending' AND ${UNPAYABLE})::bigint AS unpayable,
        COALESCE(SUM("amount") FILTER (WHERE "status" = 'pending' AND ${UNPAYABLE}), 0)::bigint
          AS "unpayableCoins"
      FROM "ConversionRequest"
      WHERE "status" IN ('paid', 'pending')
      GROUP BY 1`,
  ]);
  return CURRENCIES.flatMap((currency) => {
    const topUp = topUps.find((row) => row.currency === currency);
    const payout = payouts.find((row) => row.currency === currency);
    if (!topUp && !payout) return [];
    const received = Number(topUp?.received ?? 0n);
    const refunded = Number(topUp?.refunded ?? 0n);
    return [
      {
        currency,
        topUpsMinor: received - refunded,
        refundedMinor: refunded,
        paidOutMinor: Number(payout?.paid ?? 0n),
        pendingPayoutMinor: Number(payout?.pending ?? 0n),
        unpayableRequests: Number(payout?.unpayable ?? 0n),
        unpayableAmount: Number(payout?.unpayableCoins ?? 0n),
      },
    ];
  });
}

/** The feed's last failure while no success has followed it (null when none, or no feed). */
export async function readRatesFeed(): Promise<{ error: string | null; failedAt: string | null }> {
  const { feed } = await readEconomics(db(), Boolean(env.FX_RATES_URL));
  return { error: feed.error, failedAt: feed.error ? feed.failedAt : null };
}
