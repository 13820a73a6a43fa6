// The admin dashboard's figures, each one SQL aggregate:
// - accounts by role (index on role, createdAt);
// - coins from the ledger's balances summed per account kind: issued is the paid coins the
//   issuance account has given out net of refunds (minus its balance: it goes negative as it
//   issues), bonus the same of the promotions account (bonus coins are never issued against a
//   payment), redeemed the redemption account's balance, revenue what the platform kept
//   (commissions and fees), and wallets + escrow + earnings + holds is what is outstanding:
//   issued + bonus - redeemed - revenue;
// - pending work: services waiting for approval, changes of live services waiting, conversion
//   requests waiting (and their coins);
// - listed services, the mean rating of reviews not withdrawn, and sign-ups (users and
//   organizations) this calendar month against last.
import "server-only";
import { shownCompletedSql } from "@/lib/server/bookings/shown-status";
import { db } from "@/lib/server/db/client";

interface FiguresRow {
  users: bigint;
  organizations: bigint;
  admins: bigint;
  issuance: bigint;
  promotions: bigint;
  redemption: bigint;
  revenue: bigint;
  wallets: bigint;
  escrow: bigint;
  earnings: bigint;
  holds: bigint;
  pending_services: bigint;
  pending_changes: bigint;
  pending_conversions: bigint;
  pending_conversion_coins: bigint;
  active_services: bigint;
  rating_average: number | null;
  reviews: bigint;
  signups_this_month: bigint;
  signups_last_month: bigint;
}

/**
 * Listed services change slowly, and counting them reads every service row (none of the indexes
 * holds deletedAt): about 60 ms at 100,000 services, most of the dashboard's time. The count is
 * reused for ACTIVE_SERVICES_TTL_MS by each server, so a dashboard open in several tabs, or read
 * again on focus, does not scan the table each time.
 */
const ACTIVE_SERVICES_TTL_MS = 30_000;
let activeServicesMemo: { value: Promise<bigint>; until: number } | null = null;

function countActiveServices(): Promise<bigint> {
  const now = Date.now();
  if (activeServicesMemo && activeServicesMemo.until > now) return activeServicesMemo.value;
  const value = db().$queryRaw<{ n: bigint }[]>`
      SELECT COUNT(*) AS n FROM "Service" WHERE "status" = 'active' AND "deletedAt" IS NULL`.then(
    (rows) => rows[0]?.n ?? 0n,
  );
  activeServicesMemo = { value, until: now + ACTIVE_SERVICES_TTL_MS };
  // A failed count is not kept: the next reading asks again.
  value.catch(() => {
    activeServicesMemo = null;
  });
  return value;
}

/** Stored timestamps are UTC wall-clock time: an instant is compared as its UTC text. */
const at = (instant: Date) => instant.toISOString();

export async function readDashboardFigures(month: Date, previous: Date): Promise<FiguresRow> {
  const sql = db();
  // Four independent scans, each on a connection of its own: the reading takes as long as the
  // slowest of them rather than their sum.
  const [roles, balances, queues, reviews, activeServices] = await Promise.all([
    sql.$queryRaw<
      Pick<
        FiguresRow,
        "users" | "organizations" | "admins" | "signups_this_month" | "signups_last_month"
      >[]
    >`
      SELECT
        COUNT(*) FILTER (WHERE "role" = 'user') AS users,
        COUNT(*) FILTER (WHERE "role" = 'org') AS organizations,
        COUNT(*) FILTER (WHERE "role" = 'admin') AS admins,
        COUNT(*) FILTER (WHERE "role" <> 'admin' AND "createdAt" >= ${at(month)}::timestamp)
          AS signups_this_month,
        COUNT(*) FILTER (WHERE "role" <> 'admin' AND "createdAt" >= ${at(previous)}::timestamp
          AND "createdAt" < ${at(month)}::timestamp) AS signups_last_month
      FROM "User"`,
    sql.$queryRaw<
      Pick<
        FiguresRow,
        | "issuance"
        | "promotions"
        | "redemption"
        | "revenue"
        | "wallets"
        | "escrow"
        | "earnings"
        | "holds"
      >[]
    >`
      SELECT
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'platform_issuance'), 0)::bigint AS issuance,
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'platform_promotions'), 0)::bigint AS promotions,
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'platform_redemption'), 0)::bigint AS redemption,
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'platform_revenue'), 0)::bigint AS revenue,
        -- Wallets net of what they owe after lost chargebacks; earnings with those still
        -- clearing; holds of conversions and of open chargebacks: so the held coins still add up
        -- to what was issued less what left.
        COALESCE(SUM("balance") FILTER (WHERE "kind" IN ('user_wallet', 'wallet_debt')), 0)::bigint AS wallets,
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'booking_escrow'), 0)::bigint AS escrow,
        COALESCE(SUM("balance") FILTER (WHERE "kind" IN ('org_earnings', 'org_clearing')), 0)::bigint AS earnings,
        COALESCE(SUM("balance") FILTER (WHERE "kind" IN ('conversion_hold', 'chargeback_hold')), 0)::bigint AS holds
      FROM "LedgerAccount"`,
    sql.$queryRaw<
      Pick<
        FiguresRow,
        "pending_services" | "pending_changes" | "pending_conversions" | "pending_conversion_coins"
      >[]
    >`
      SELECT
        (SELECT COUNT(*) FROM "Service" WHERE "status" = 'pending' AND "deletedAt" IS NULL)
          AS pending_services,
        (SELECT COUNT(*) FROM "ServiceChange" c JOIN "Service" s ON s."id" = c."serviceId"
          WHERE c."status" = 'pending' AND s."deletedAt" IS NULL) AS pending_changes,
        (SELECT COUNT(*) FROM "ConversionRequest" WHERE "status" = 'pending') AS pending_conversions,
        (SELECT COALESCE(SUM("amount"), 0) FROM "ConversionRequest" WHERE "status" = 'pending')::bigint
          AS pending_conversion_coins`,
    sql.$queryRaw<Pick<FiguresRow, "rating_average" | "reviews">[]>`
      SELECT AVG(r."rating")::float8 AS rating_average, COUNT(*) AS reviews
      FROM "Review" r JOIN "Booking" b ON b."id" = r."bookingId"
      WHERE r."withdrawnAt" IS NULL AND ${shownCompletedSql("b", new Date())}`,
    countActiveServices(),
  ]);
  const [r, b, q, v] = [roles[0], balances[0], queues[0], reviews[0]];
  if (!r || !b || !q || !v) throw new Error("admin dashboard: a figures query returned no row");
  return { ...r, ...b, ...q, ...v, active_services: activeServices };
}
