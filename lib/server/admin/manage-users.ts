// Admin actions on accounts. Each takes effect on the account's very next request (sessions and
// tokens are checked against the account on every request; suspension also ends them all) and
// is written to the audit log with who, when, what it was before and after, and why.
//
// The platform always keeps one active admin. Every change that could take an admin away
// (suspension, a new role) first takes one transaction-scoped advisory lock, so two admins
// suspending or demoting each other at the same moment run one after the other: the second sees
// the first's result and is refused if it would leave no active admin.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { ROLE_LABELS, type Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import type { RevokedSessions } from "@/lib/schemas/admin-users";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { revokeAllCredentials } from "@/lib/server/auth/api-tokens";
import type { Caller } from "@/lib/server/auth/caller";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import type { Tx } from "@/lib/server/ledger/types";
import { dispatchMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { closeSuspendedAccount } from "./suspend-account";

/** pg_advisory_xact_lock key of changes to who is an active admin ("admins" in ASCII). */
const ADMIN_ROSTER_LOCK = 0x61646d696e73n;

export const LAST_ADMIN_SUSPEND = "The last active admin cannot be suspended.";
export const LAST_ADMIN_DEMOTE = "The last active admin cannot be given another role.";

function notYourself(admin: Caller, userId: string, what: string) {
  if (admin.user.id === userId) throw AppError.conflict(`You cannot ${what} your own account.`);
}

/** The account's row, read after the roster lock so it is the latest committed state. */
async function lockedTarget(tx: Tx, userId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_ROSTER_LOCK}::bigint)`;
  const target = await tx.user.findUnique({
    where: { id: userId },
    select: { role: true, name: true, isActive: true, suspendedReason: true },
  });
  if (!target) throw AppError.notFound("User not found.");
  return target;
}

/** Refuses a change that would take away the last active admin (call under the roster lock). */
async function keepAnActiveAdmin(tx: Tx, userId: string, message: string) {
  const others = await tx.user.count({
    where: { role: "admin", isActive: true, id: { not: userId } },
  });
  if (others === 0) throw AppError.conflict(message);
}

export async function suspendUser(
  admin: Caller,
  { userId, reason, ip }: { userId: string; reason: string; ip?: string },
): Promise<SessionUser> {
  notYourself(admin, userId, "suspend");
  let closed: { mails: QueuedMail[]; cancelled: number } = { mails: [], cancelled: 0 };
  const account = await db().$transaction(async (tx) => {
    const before = await lockedTarget(tx, userId);
    if (!before.isActive) throw AppError.conflict("This account is already suspended.");
    if (before.role === "admin") await keepAnActiveAdmin(tx, userId, LAST_ADMIN_SUSPEND);
    const user = await tx.user.update({
      where: { id: userId },
      data: { isActive: false, suspendedReason: reason, suspendedAt: new Date() },
      select: ACCOUNT_SELECT,
    });
    await revokeAllCredentials(tx, userId);
    closed = await closeSuspendedAccount(tx, { userId, adminId: admin.user.id });
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "user.suspend",
      entityType: "user",
      entityId: userId,
      before: { status: "active", suspendedReason: before.suspendedReason },
      after: { status: "suspended", suspendedReason: reason },
      data: { from: "active", to: "suspended", reason },
      ip,
    });
    return toSessionUser(user);
  });
  metrics().bookingsCancelled.inc(closed.cancelled);
  await dispatchMail(closed.mails);
  return account;
}

export async function reactivateUser(
  admin: Caller,
  { userId, ip }: { userId: string; ip?: string },
): Promise<SessionUser> {
  notYourself(admin, userId, "reactivate");
  return db().$transaction(async (tx) => {
    const before = await lockedTarget(tx, userId);
    if (before.isActive) throw AppError.conflict("This account is already active.");
    const user = await tx.user.update({
      where: { id: userId },
      data: { isActive: true, suspendedReason: null, suspendedAt: null },
      select: ACCOUNT_SELECT,
    });
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "user.reactivate",
      entityType: "user",
      entityId: userId,
      before: { status: "suspended", suspendedReason: before.suspendedReason },
      after: { status: "active", suspendedReason: null },
      data: { from: "suspended", to: "active", suspendedFor: before.suspendedReason },
      ip,
    });
    return toSessionUser(user);
  });
}

export async function changeUserRole(
  admin: Caller,
  { userId, role, ip }: { userId: string; role: Role; ip?: string },
): Promise<SessionUser> {
  notYourself(admin, userId, "change the role of");
  return db().$transaction(async (tx) => {
    const before = await lockedTarget(tx, userId);
    if (before.role === role) {
      throw AppError.conflict(`This account's role is already ${ROLE_LABELS[role]}.`);
    }
    if (before.role === "admin" && before.isActive) {
      await keepAnActiveAdmin(tx, userId, LAST_ADMIN_DEMOTE);
    }
    if (role === "org") {
      await tx.organizationProfile.upsert({
        where: { userId },
        create: { userId, name: before.name },
        update: {},
      });
    }
    const user = await tx.user.update({
      where: { id: userId },
      data: { role },
      select: ACCOUNT_SELECT,
    });
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "user.role_change",
      entityType: "user",
      entityId: userId,
      before: { role: before.role },
      after: { role },
      data: { from: before.role, to: role },
      ip,
    });
    return toSessionUser(user);
  });
}

/** "Sign out everywhere": every browser session and API token of the account ends now. */
export async function revokeUserSessions(
  admin: Caller,
  { userId, ip }: { userId: string; ip?: string },
): Promise<RevokedSessions> {
  return db().$transaction(async (tx) => {
    const exists = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!exists) throw AppError.notFound("User not found.");
    const sessions = await tx.session.count({ where: { userId } });
    const apiTokens = await tx.apiToken.count({
      where: { userId, revokedAt: null, expiresAt: { gt: new Date() } },
    });
    await revokeAllCredentials(tx, userId);
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "user.sessions_revoke",
      entityType: "user",
      entityId: userId,
      before: { sessions, apiTokens },
      after: { sessions: 0, apiTokens: 0 },
      ip,
    });
    return { sessions, apiTokens };
  });
}
