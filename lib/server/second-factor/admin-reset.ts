// Support for a person who lost every factor and every recovery code: another admin removes the
// account's second factors (with a fresh proof of their own, checked by the route), audited and
// mailed to the owner. Nobody resets their own: that would let one stolen admin password undo
// the admin's own second factor.
import "server-only";
import { SECOND_FACTOR_MESSAGES, SECURITY_SETTINGS_PATH } from "@/lib/auth/second-factor";
import { AppError } from "@/lib/errors/app-error";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { Caller } from "@/lib/server/auth/caller";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import { dispatchMail, enqueueMail } from "@/lib/server/mail/outbox";
import { secondFactorResetEmail } from "@/lib/server/mail/security-emails";

export interface SecondFactorReset {
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
}

export async function resetSecondFactor(admin: Caller, userId: string): Promise<SecondFactorReset> {
  if (admin.user.id === userId) throw AppError.forbidden(SECOND_FACTOR_MESSAGES.ownReset);
  const { removed, mail } = await db().$transaction(async (tx) => {
    const target = await tx.user.findUnique({
      where: { id: userId },
      select: { email: true, name: true },
    });
    if (!target) throw AppError.notFound("User not found.");
    const totp = await tx.totpFactor.deleteMany({ where: { userId } });
    const passkeys = await tx.passkey.deleteMany({ where: { userId } });
    const recoveryCodes = await tx.recoveryCode.deleteMany({ where: { userId, usedAt: null } });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    const removed = {
      totp: totp.count > 0,
      passkeys: passkeys.count,
      recoveryCodes: recoveryCodes.count,
    };
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "user.second_factor_reset",
      entityType: "user",
      entityId: userId,
      before: removed,
      after: { totp: false, passkeys: 0, recoveryCodes: 0 },
    });
    const mail = await enqueueMail(
      tx,
      secondFactorResetEmail(target.email, target.name, {
        security: `${appOrigin()}${SECURITY_SETTINGS_PATH}`,
      }),
    );
    return { removed, mail };
  });
  await dispatchMail([mail]);
  return removed;
}
