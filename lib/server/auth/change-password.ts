// Changing the password while signed in: the current one is required. Other sessions and API
// tokens end; the one making the change stays signed in.
import "server-only";
import { AUTH_MESSAGES } from "@/lib/auth/auth-messages";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/server/db/client";
import { hit, isLimited, rateLimitedError, resetLimit } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import type { Caller } from "./caller";
import { bumpCredentialVersion } from "./api-tokens";
import { hashPassword, verifyPassword } from "./password";
import { hashToken } from "./tokens";

export async function changePassword(
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
) {
  const subject = caller.user.id;
  const limited = await isLimited(RULES.changePasswordFailures, subject);
  if (limited.limited) throw rateLimitedError(RULES.changePasswordFailures, limited);
  const row = await db().user.findUniqueOrThrow({
    where: { id: caller.user.id },
    select: { passwordHash: true },
  });
  if (!row.passwordHash) {
    throw AppError.badRequest("This account signs in with Google and has no password to change.");
  }
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    await hit(RULES.changePasswordFailures, subject);
    throw new AppError("invalid_credentials", AUTH_MESSAGES.wrongCurrentPassword, {
      issues: [{ path: "currentPassword", message: AUTH_MESSAGES.wrongCurrentPassword }],
    });
  }
  await resetLimit(RULES.changePasswordFailures, subject);
  const passwordHash = await hashPassword(input.newPassword);
  const keep = hashToken(caller.credential);
  await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: caller.user.id }, data: { passwordHash } });
    // A new generation ends every credential but the one making the change, which moves with it,
    // including any a sign-in with the old password writes while this commits.
    const credentialVersion = await bumpCredentialVersion(tx, caller.user.id);
    if (caller.via === "session") {
      await tx.session.updateMany({ where: { sessionToken: keep }, data: { credentialVersion } });
    } else {
      await tx.apiToken.updateMany({ where: { tokenHash: keep }, data: { credentialVersion } });
    }
    await tx.session.deleteMany({
      where: {
        userId: caller.user.id,
        ...(caller.via === "session" ? { sessionToken: { not: keep } } : {}),
      },
    });
    await tx.apiToken.updateMany({
      where: {
        userId: caller.user.id,
        revokedAt: null,
        ...(caller.via === "token" ? { tokenHash: { not: keep } } : {}),
      },
      data: { revokedAt: new Date() },
    });
  });
  return AUTH_MESSAGES.passwordChanged;
}
