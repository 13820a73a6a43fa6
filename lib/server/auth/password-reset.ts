// Forgot password -> a single-use link valid for 1 hour -> a new password. Unknown emails get the
// same answer as known ones (no account enumeration).
import "server-only";
import { runInBackground } from "@/lib/server/background";
import { db } from "@/lib/server/db/client";
import type { RequestContext } from "@/lib/server/http/request-context";
import { accountAtAddress, enforce, hit } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import {
  consumeActionToken,
  EXPIRED_RESET_LINK,
  INVALID_RESET_LINK,
  peekActionToken,
} from "./action-tokens";
import { revokeAllCredentials } from "./api-tokens";
import { hashPassword } from "./password";
import { sendResetLink } from "./reset-link";
import { recognise, sourceOf } from "./sign-in-sources";

export const RESET_REQUESTED =
  "If an account with that email exists, a password reset link has been sent";
export const RESET_DONE =
  "Password reset successfully! You can now sign in with your new password.";

const RESET_MESSAGES = { expired: EXPIRED_RESET_LINK, invalid: INVALID_RESET_LINK };

/**
 * Counts the request against its source's limits, and, for a source the account does not know,
 * against the account-wide one, which strangers cycling addresses fill; the owner's own browser
 * or address is never refused for what they did. A mail cap per account, whoever asks, keeps the
 * account from being mail-bombed: past it the answer is the same and no mail goes out.
 */
export async function requestPasswordReset(email: string, context: RequestContext): Promise<void> {
  const familiarity = await recognise(email, context);
  const source = sourceOf(context, familiarity);
  await enforce(RULES.forgotPerAddress, source);
  await enforce(RULES.forgotPerAccount, accountAtAddress(email, source));
  if (!familiarity) await enforce(RULES.forgotAccountWide, email);
  // Counted by email whether or not it has an account, so the cap says nothing about that either.
  const mails = await hit(RULES.resetMailsPerAccount, email);
  if (mails.limited) return;
  // Everything that depends on whether the account exists happens after the answer, and costs
  // the same either way (reset-link.ts): no account enumeration by timing either.
  runInBackground("password reset email", () => sendResetLink(email, context.origin));
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
