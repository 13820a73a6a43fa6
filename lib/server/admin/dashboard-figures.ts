// The admin dashboard's figures, each one SQL aggregate in a single statement:
// - accounts by role (index on role, createdAt);
// - coins from the ledger's balances summed per account kind: issued is what the issuance account
//   has given out net of refunds (minus its balance: it goes negative as it issues), redeemed is
//   the redemption account's balance, and wallets + escrow + earnings + holds is what circulates;
// - pending work: services waiting for approval, changes of live services waiting, conversion
//   requests waiting (and their coins);
// - listed services, the mean rating of reviews not withdrawn, and sign-ups (users and
//   organizations) this calendar month against last.
import "server-only";
import { db } from "@/lib/server/db/client";

interface FiguresRow {
  users: bigint;
  organizations: bigint;
  admins: bigint;
  issuance: bigint;
  redemption: bigint;
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

/** Stored timestamps are UTC wall-clock time: an instant is compared as its UTC text. */
const at = (instant: Date) => instant.toISOString();

export async function readDashboardFigures(month: Date, previous: Date) {
  const [row] = await db().$queryRaw<FiguresRow[]>`
    WITH roles AS (
      SELECT
        COUNT(*) FILTER (WHERE "role" = 'user') AS users,
        COUNT(*) FILTER (WHERE "role" = 'org') AS organizations,
        COUNT(*) FILTER (WHERE "role" = 'admin') AS admins,
        COUNT(*) FILTER (WHERE "role" <> 'admin' AND "createdAt" >= ${at(month)}::timestamp)
          AS signups_this_month,
        COUNT(*) FILTER (WHERE "role" <> 'admin' AND "createdAt" >= ${at(previous)}::timestamp
          AND "createdAt" < ${at(month)}::timestamp) AS signups_last_month
      FROM "User"
    ), balances AS (
      SELECT
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'platform_issuance'), 0) AS issuance,
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'platform_redemption'), 0) AS redemption,
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'user_wallet'), 0) AS wallets,
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'booking_escrow'), 0) AS escrow,
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'org_earnings'), 0) AS earnings,
        COALESCE(SUM("balance") FILTER (WHERE "kind" = 'conversion_hold'), 0) AS holds
      FROM "LedgerAccount"
    ), services AS (
      SELECT
        COUNT(*) FILTER (WHERE "status" = 'pending') AS pending,
        COUNT(*) FILTER (WHERE "status" = 'active') AS active
      FROM "Service" WHERE "deletedAt" IS NULL AND "status" IN ('pending', 'active')
    ), reviews AS (
      SELECT AVG("rating")::float8 AS average, COUNT(*) AS count
      FROM "Review" WHERE "withdrawnAt" IS NULL
    )
    SELECT
      roles.users, roles.organizations, roles.admins,
      roles.signups_this_month, roles.signups_last_month,
      balances.issuance::bigint, balances.redemption::bigint, balances.wallets::bigint,
      balances.escrow::bigint, balances.earnings::bigint, balances.holds::bigint,
      services.pending AS pending_services, services.active AS active_services,
      (SELECT COUNT(*) FROM "ServiceChange" c JOIN "Service" s ON s."id" = c."serviceId"
        WHERE c."status" = 'pending' AND s."deletedAt" IS NULL) AS pending_changes,
      (SELECT COUNT(*) FROM "ConversionRequest" WHERE "status" = 'pending') AS pending_conversions,
      (SELECT COALESCE(SUM("amount"), 0) FROM "ConversionRequest" WHERE "status" = 'pending')::bigint
        AS pending_conversion_coins,
      reviews.average AS rating_average, reviews.count AS reviews
    FROM roles, balances, services, reviews`;
  if (!row) throw new Error("admin dashboard: the figures query returned no row");
  return row;
}
