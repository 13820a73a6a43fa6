// An account's second factors: setting them up, removing them, the recovery codes, and what the
// security page shows. Adding a factor to an account that has one, removing one and making new
// recovery codes need a fresh proof (a stolen session alone must not swap the owner's factors);
// the first enrolment is itself the proof, and hands out the recovery codes once.
import "server-only";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { SECOND_FACTOR_MESSAGES } from "@/lib/auth/second-factor";
import { AppError } from "@/lib/errors/app-error";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { Caller } from "@/lib/server/auth/caller";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";
import { passkeyRegistrationOptions, registerPasskey } from "./passkeys";
import { markProved, requireFreshProof } from "./proof";
import { recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes";
import { claimTotpCode, confirmTotpFactor, startTotpEnrolment, type TotpEnrolment } from "./totp";

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface SecondFactorStatus {
  totp: boolean;
  passkeys: PasskeyView[];
  recoveryCodesLeft: number;
  /** Admins must keep one; organizations need one to move money. */
  required: "always" | "to-move-money" | "optional";
}

function toPasskeyView(row: {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

function requirementOf(role: Caller["user"]["role"]): SecondFactorStatus["required"] {
  if (role === "admin") return "always";
  return role === "org" ? "to-move-money" : "optional";
}

export async function secondFactorStatus(caller: Caller): Promise<SecondFactorStatus> {
  const userId = caller.user.id;
  const [totp, passkeys, left] = await Promise.all([
    db().totpFactor.findUnique({ where: { userId }, select: { confirmedAt: true } }),
    db().passkey.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    }),
    recoveryCodesLeft(userId),
  ]);
  return {
    totp: Boolean(totp?.confirmedAt),
    passkeys: passkeys.map(toPasskeyView),
    recoveryCodesLeft: left,
    required: requirementOf(caller.user.role),
  };
}

/** Adding a factor beside one the account has needs a fresh proof; the first needs none. */
function mayAddFactor(caller: Caller): void {
  if (caller.user.secondFactor) requireFreshProof(caller);
}

/** An account's change to its own second factors, in the audit log. */
function auditOwnChange(tx: Tx, caller: Caller, action: string): Promise<void> {
  return recordAudit(tx, {
    actorId: caller.user.id,
    action,
    entityType: "user",
    entityId: caller.user.id,
  });
}

export async function beginTotpEnrolment(caller: Caller): Promise<TotpEnrolment> {
  const existing = await db().totpFactor.findUnique({
    where: { userId: caller.user.id },
    select: { confirmedAt: true },
  });
  if (existing?.confirmedAt) throw AppError.conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  mayAddFactor(caller);
  return startTotpEnrolment(caller.user);
}

/**
 * A factor was just added: the credential that added it is proved from now, and a first factor
 * brings the recovery codes (returned once).
 */
async function afterEnrolment(caller: Caller, action: string): Promise<string[] | null> {
  const first = !caller.user.secondFactor;
  const codes = await db().$transaction(async (tx) => {
    await auditOwnChange(tx, caller, action);
    return first ? replaceRecoveryCodes(tx, caller.user.id) : null;
  });
  await markProved(caller);
  return codes;
}

export async function confirmTotpEnrolment(
  caller: Caller,
  code: string,
): Promise<{ recoveryCodes: string[] | null }> {
  const pending = await db().totpFactor.findUnique({
    where: { userId: caller.user.id },
    select: { confirmedAt: true },
  });
  if (!pending) throw AppError.conflict(SECOND_FACTOR_MESSAGES.noEnrolment);
  if (pending.confirmedAt) throw AppError.conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  mayAddFactor(caller);
  if (!(await claimTotpCode(caller.user.id, code, { confirmed: false }))) {
    const message = SECOND_FACTOR_MESSAGES.invalidCode;
    throw new AppError("invalid_second_factor", message, { issues: [{ path: "code", message }] });
  }
  await confirmTotpFactor(caller.user.id);
  return { recoveryCodes: await afterEnrolment(caller, "account.totp_enabled") };
}

export function beginPasskeyRegistration(caller: Caller) {
  mayAddFactor(caller);
  return passkeyRegistrationOptions(caller.user);
}

export async function finishPasskeyRegistration(
  caller: Caller,
  name: string,
  response: RegistrationResponseJSON,
): Promise<{ passkey: PasskeyView; recoveryCodes: string[] | null }> {
  mayAddFactor(caller);
  const passkey = await registerPasskey(db(), { userId: caller.user.id, name, response });
  if (!passkey) {
    const message = SECOND_FACTOR_MESSAGES.invalidPasskey;
    throw new AppError("invalid_second_factor", message, {
      issues: [{ path: "response", message }],
    });
  }
  const recoveryCodes = await afterEnrolment(caller, "account.passkey_added");
  return { passkey: toPasskeyView(passkey), recoveryCodes };
}

/** How many factors the account keeps if `removing` goes; admins must keep one. */
async function refuseRemovingLast(caller: Caller, removing: "totp" | { passkeyId: string }) {
  const userId = caller.user.id;
  const [totp, passkeys] = await Promise.all([
    db().totpFactor.count({ where: { userId, confirmedAt: { not: null } } }),
    db().passkey.count({ where: { userId } }),
  ]);
  const left = removing === "totp" ? passkeys : totp + passkeys - 1;
  if (left === 0 && caller.user.role === "admin") {
    throw AppError.conflict(SECOND_FACTOR_MESSAGES.lastFactor);
  }
  return left;
}

/**
 * Removes one factor with `remove`, audited as `action`; the recovery codes go with the account's
 * last factor (they stand in for factors that are no longer there).
 */
async function removeFactor(
  caller: Caller,
  {
    which,
    remove,
    action,
  }: {
    which: "totp" | { passkeyId: string };
    remove: (tx: Tx) => Promise<unknown>;
    action: string;
  },
): Promise<void> {
  const left = await refuseRemovingLast(caller, which);
  await db().$transaction(async (tx) => {
    await remove(tx);
    if (left === 0) await tx.recoveryCode.deleteMany({ where: { userId: caller.user.id } });
    await auditOwnChange(tx, caller, action);
  });
}

export async function removeTotp(caller: Caller): Promise<void> {
  requireFreshProof(caller);
  await removeFactor(caller, {
    which: "totp",
    remove: (tx) => tx.totpFactor.deleteMany({ where: { userId: caller.user.id } }),
    action: "account.totp_removed",
  });
}

export async function removePasskey(caller: Caller, passkeyId: string): Promise<void> {
  requireFreshProof(caller);
  const owned = await db().passkey.findFirst({
    where: { id: passkeyId, userId: caller.user.id },
    select: { id: true },
  });
  if (!owned) throw AppError.notFound("Passkey not found.");
  await removeFactor(caller, {
    which: { passkeyId },
    remove: (tx) => tx.passkey.deleteMany({ where: { id: passkeyId, userId: caller.user.id } }),
    action: "account.passkey_removed",
  });
}

export async function regenerateRecoveryCodes(caller: Caller): Promise<string[]> {
  requireFreshProof(caller);
  return db().$transaction(async (tx) => {
    await auditOwnChange(tx, caller, "account.recovery_codes_replaced");
    return replaceRecoveryCodes(tx, caller.user.id);
  });
}
