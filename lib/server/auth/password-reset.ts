// Forgot password -> a single-use link valid for 1 hour -> a new password. Unknown addresses get
// the same answer as known ones (no account enumeration).
import "server-only";
import { runInBackground } from "@/lib/server/background";
import { db } from "@/lib/server/db/client";
import { dispatchMail, enqueueMail } from "@/lib/server/mail/outbox";
import { passwordResetEmail } from "@/lib/server/mail/templates";
import { accountAtAddress, enforce } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import {
  consumeActionToken,
  EXPIRED_RESET_LINK,
  INVALID_RESET_LINK,
  issueActionToken,
  peekActionToken,
} from "./action-tokens";
import { revokeAllCredentials } from "./api-tokens";
import { hashPassword } from "./password";

export const RESET_REQUESTED =
  "If an account with that email exists, a password reset link has been sent";
export const RESET_DONE =
  "Password reset successfully! You can now sign in with your new password.";

const RESET_MESSAGES = { expired: EXPIRED_RESET_LINK, invalid: INVALID_RESET_LINK };

export function resetUrl(origin: string, token: string): string {
  return `${origin}/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(token)}`;
}

export async function requestPasswordReset(
  email: string,
  context: { origin: string; address: string },
): Promise<void> {
  await enforce(RULES.forgotPerAddress, context.address);
  await enforce(RULES.forgotPerAccount, accountAtAddress(email, context.address));
  await enforce(RULES.forgotAccountWide, email);
  // Everything that depends on whether the account exists happens after the answer, so known and
  // unknown addresses answer in the same time (no account enumeration by timing either).
  runInBackground("password reset email", () => sendResetLink(email, context.origin));
}

async function sendResetLink(email: string, origin: string): Promise<void> {
  const user = await db().user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, isActive: true },
  });
  if (!user || !user.isActive) return;
  const queued = await db().$transaction(async (tx) => {
    const token = await issueActionToken(tx, user.id, "reset_password");
    return enqueueMail(tx, passwordResetEmail(user.email, user.name, resetUrl(origin, token)));
  });
  await dispatchMail([queued]);
}

/** The account email a reset code belongs to (the reset screen shows it). */
export async function checkResetCode(code: string): Promise<{ email: string }> {
  const user = await peekActionToken("reset_password", code, RESET_MESSAGES);
  return { email: user.email };
}

/**
 * Sets the new password and signs the account out everywhere: whoever knew the old password
 * loses every session and token with it. Resetting by email also proves the address.
 */
export async function resetPassword(code: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db().$transaction(async (tx) => {
    const user = await consumeActionToken(tx, "reset_password", code, RESET_MESSAGES);
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.user.updateMany({
      where: { id: user.id, emailVerified: null },
      data: { emailVerified: new Date() },
    });
    await revokeAllCredentials(tx, user.id);
  });
}
