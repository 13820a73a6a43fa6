// Admin actions on accounts. Each takes effect on the account's very next request (sessions and
// tokens are checked against the account on every request; suspension also ends them all) and
// is written to the audit log with who, when and what.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session-user";
import { ACCOUNT_SELECT, toSessionUser } from "@/lib/server/auth/account";
import { revokeAllCredentials } from "@/lib/server/auth/api-tokens";
import type { Caller } from "@/lib/server/auth/caller";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { dispatchMail } from "@/lib/server/mail/outbox";
import { closeSuspendedAccount } from "./suspend-account";

function notYourself(admin: Caller, userId: string, what: string) {
  if (admin.user.id === userId) throw AppError.conflict(`You cannot ${what} your own account.`);
}

export async function setUserActive(
  admin: Caller,
  userId: string,
  active: boolean,
  ip?: string,
): Promise<SessionUser> {
  notYourself(admin, userId, active ? "reactivate" : "suspend");
  let mailIds: string[] = [];
  const account = await db().$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: userId }, select: { isActive: true } });
    if (!before) throw AppError.notFound("User not found.");
    const user = await tx.user.update({
      where: { id: userId },
      data: { isActive: active },
      select: ACCOUNT_SELECT,
    });
    if (!active) await revokeAllCredentials(tx, userId);
    if (!active) mailIds = await closeSuspendedAccount(tx, userId);
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: active ? "user.reactivate" : "user.suspend",
      entityType: "user",
      entityId: userId,
      data: { from: before.isActive ? "active" : "suspended", to: active ? "active" : "suspended" },
      ip,
    });
    return toSessionUser(user);
  });
  await dispatchMail(mailIds);
  return account;
}

export async function changeUserRole(
  admin: Caller,
  userId: string,
  role: Role,
  ip?: string,
): Promise<SessionUser> {
  notYourself(admin, userId, "change the role of");
  return db().$transaction(async (tx) => {
    const before = await tx.user.findUnique({
      where: { id: userId },
      select: { role: true, name: true },
    });
    if (!before) throw AppError.notFound("User not found.");
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
      data: { from: before.role, to: role },
      ip,
    });
    return toSessionUser(user);
  });
}
