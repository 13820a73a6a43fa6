// One account as the admin sees it: profile (and organization), wallet with its newest ledger
// entries, bookings (made, or received by the organization), top-up orders, sign-ins (browser
// sessions and API tokens, never their secrets) and the audit trail where the account is the
// subject or the actor. Each part is one indexed query capped to its newest rows.
import "server-only";
import { fromMinor } from "@/lib/format/money-minor";
import { AppError } from "@/lib/errors/app-error";
import type { AdminUserCredential, AdminUserDetail } from "@/lib/schemas/admin-users";
import { ENTRY_SELECT, toView } from "@/lib/server/audit/list-audit-log";
import { sealAuditLog } from "@/lib/server/audit/seal-audit-log";
import { BOOKING_INCLUDE, toBookingView } from "@/lib/server/bookings/booking-view";
import { hasSecondFactor, SECOND_FACTOR_SELECT } from "@/lib/server/auth/account";
import { db } from "@/lib/server/db/client";
import { getWallet } from "@/lib/server/payments/wallet-history";
import { ADMIN_USER_SELECT, withFigures } from "./list-users";

/** The newest this many rows of each part. */
const DETAIL_ROWS = 50;

async function credentialsOf(userId: string, now: Date): Promise<AdminUserCredential[]> {
  const [sessions, tokens] = await Promise.all([
    db().session.findMany({
      where: { userId },
      select: { createdAt: true, updatedAt: true, expires: true },
      orderBy: { createdAt: "desc" },
      take: DETAIL_ROWS,
    }),
    db().apiToken.findMany({
      where: { userId },
      select: { name: true, createdAt: true, lastUsedAt: true, expiresAt: true, revokedAt: true },
      orderBy: { createdAt: "desc" },
      take: DETAIL_ROWS,
    }),
  ]);
  const browser = sessions.map((session) => ({
    kind: "browser" as const,
    name: "Browser session",
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.updatedAt.toISOString(),
    expiresAt: session.expires.toISOString(),
    revokedAt: null,
    active: session.expires > now,
  }));
  const api = tokens.map((token) => ({
    kind: "api" as const,
    name: `API token (${token.name})`,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    expiresAt: token.expiresAt.toISOString(),
    revokedAt: token.revokedAt?.toISOString() ?? null,
    active: token.revokedAt === null && token.expiresAt > now,
  }));
  return [...browser, ...api].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

async function organizationOf(userId: string) {
  const organization = await db().organizationProfile.findUnique({
    where: { userId },
    select: {
      id: true,
      name: true,
      description: true,
      website: true,
      contactEmail: true,
      verified: true,
      conversionsFrozenAt: true,
    },
  });
  if (!organization) return null;
  const earnings = await db().ledgerAccount.findUnique({
    where: { kind_userId: { kind: "org_earnings", userId } },
    select: { balance: true },
  });
  return {
    ...organization,
    conversionsFrozenAt: organization.conversionsFrozenAt?.toISOString() ?? null,
    earningsBalance: Number(earnings?.balance ?? 0n),
  };
}

export async function getAdminUserDetail(userId: string): Promise<AdminUserDetail> {
  const row = await db().user.findUnique({
    where: { id: userId },
    select: {
      ...ADMIN_USER_SELECT,
      signInCount: true,
      // Whether it has a second factor, as every request reads it (lib/server/auth/account.ts).
      ...SECOND_FACTOR_SELECT,
    },
  });
  if (!row) throw AppError.notFound("User not found.");
  const now = new Date();
  // An action just taken shows in the trail with its place in the chain.
  await sealAuditLog();
  const [[user], organization, wallet, bookings, payments, credentials, audit] = await Promise.all([
    withFigures([row]),
    organizationOf(userId),
    getWallet(userId, { limit: DETAIL_ROWS }),
    db().booking.findMany({
      where: row.organization
        ? { OR: [{ userId }, { organizationId: row.organization.id }] }
        : { userId },
      include: BOOKING_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DETAIL_ROWS,
    }),
    db().paymentOrder.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
      take: DETAIL_ROWS,
    }),
    credentialsOf(userId, now),
    db().auditLog.findMany({
      where: {
        OR: [
          { entityType: "user", entityId: userId },
          { actorId: userId },
          // Its organization's verification decisions belong to the account's trail too.
          ...(row.organization
            ? [{ entityType: "organization", entityId: row.organization.id }]
            : []),
        ],
      },
      select: ENTRY_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DETAIL_ROWS,
    }),
  ]);
  if (!user) throw AppError.notFound("User not found.");
  return {
    user,
    organization,
    signInCount: row.signInCount,
    secondFactor: hasSecondFactor(row),
    wallet: {
      balance: wallet.balance,
      entries: wallet.transactions,
      more: wallet.nextCursor !== null,
    },
    bookings: bookings.map((booking) => toBookingView(booking, now.getTime())),
    payments: payments.map((order) => ({
      id: order.id,
      provider: order.provider,
      providerOrderId: order.providerOrderId,
      providerPaymentId: order.providerPaymentId,
      amount: fromMinor(order.amountMinor, order.currency),
      currency: order.currency,
      coins: order.coins + order.bonusCoins,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      refundedAt: order.refundedAt?.toISOString() ?? null,
    })),
    credentials,
    audit: audit.map(toView),
  };
}
