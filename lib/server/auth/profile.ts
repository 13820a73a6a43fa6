// The account's own profile, and reading another account (self or admin only).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/server/db/client";
import { ACCOUNT_SELECT, toSessionUser } from "./account";
import type { Caller } from "./caller";

export async function getProfile(userId: string): Promise<SessionUser> {
  return toSessionUser(
    await db().user.findUniqueOrThrow({ where: { id: userId }, select: ACCOUNT_SELECT }),
  );
}

export async function updateProfile(userId: string, input: { name: string }): Promise<SessionUser> {
  const row = await db().user.update({
    where: { id: userId },
    data: { name: input.name },
    select: ACCOUNT_SELECT,
  });
  return toSessionUser(row);
}

/** Someone's account: their own, or anyone's for an admin. Others get 404, not a hint. */
export async function getUserForCaller(caller: Caller, id: string): Promise<SessionUser> {
  if (caller.user.id !== id && caller.user.role !== "admin") throw AppError.notFound();
  const row = await db().user.findUnique({ where: { id }, select: ACCOUNT_SELECT });
  if (!row) throw AppError.notFound();
  return toSessionUser(row);
}

/** Creates the organization profile an org account is missing ('Setting up your account...'). */
export async function completeAccountSetup(caller: Caller): Promise<SessionUser> {
  if (caller.user.role === "org" && !caller.user.organization) {
    await db().organizationProfile.upsert({
      where: { userId: caller.user.id },
      create: { userId: caller.user.id, name: caller.user.name },
      update: {},
    });
  }
  return getProfile(caller.user.id);
}
