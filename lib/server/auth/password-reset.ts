// Forgot password -> an emailed link valid for 1 hour -> a new password. Each request mails a
// link of its own; they all work until one is used, which voids the others. Unknown emails get
// the same answer as known ones (no account enumeration).
import "server-only";
import { runInBackground } from "@/lib/server/background";
import { db } from "@/lib/server/db/client";
import type { RequestContext } from "@/lib/server/http/request-context";
import {
  accountAtAddress,
  enforce,
  hit,
  isLimited,
  resetLimit,
} from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";
import {
  consumeOneOfActionTokens,
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
 * Counts the request against its source's limits, which only that source fills: the owner's
 * browser or address is never refused for what others did. Mails are capped per account, whoever
 * asks, so nobody can mail-bomb it; requests from sources the account does not know get at most
 * half of that cap, silently (the same answer, no mail): strangers never block the owner on a new
 * device, whose mailbox already holds the links their requests sent, each working for its hour.
 */
export async function requestPasswordReset(email: string, context: RequestContext): Promise<void> {
  const familiarity = await recognise(email, context);
  const source = sourceOf(context, familiarity);
  await enforce(RULES.forgotPerAddress, source);
  await enforce(RULES.forgotPerAccount, accountAtAddress(email, source));
  // Counted by email whether or not it has an account, so the caps say nothing about that either.
  // Both count only mails that go (the strangers' share is checked first and counted after the
  // account-wide cap let the mail through): a cap withholding a mail then always means links
  // mailed in its window, working until it ends, are in the owner's mailbox. (Requests at the
  // very same moment may pass the share by a few; the account-wide cap is exact.)
  const stranger = !familiarity;
  if (stranger && (await isLimited(RULES.resetMailsFromUnknownSources, email)).limited) return;
  if ((await hit(RULES.resetMailsPerAccount, email)).limited) return;
  if (stranger) await hit(RULES.resetMailsFromUnknownSources, email);
  // Everything that depends on whether the account exists happens after the answer, and costs
  // the same either way (reset-link.ts): no account enumeration by timing either.
  runInBackground("password reset email", () => sendResetLink(email));
}

/**
 * A valid link presented (opened or used) comes from the account's mailbox, which strangers do
 * not read: the unknown sources' share of mails starts afresh, so the owner's next request from a
 * new device brings a mail even after strangers used the share.
 */
async function mailboxReached(email: string): Promise<void> {
  await resetLimit(RULES.resetMailsFromUnknownSources, email);
}

/** The account email a reset code belongs to (the reset screen shows it). */
export async function checkResetCode(code: string): Promise<{ email: string }> {
  const user = await peekActionToken({
    purpose: "reset_password",
    token: code,
    messages: RESET_MESSAGES,
  });
  await mailboxReached(user.email);
  return { email: user.email };
}

/**
 * Sets the new password and signs the account out everywhere: whoever knew the old password
 * loses every session and token with it. Resetting by email also proves the address.
 */
export async function resetPassword(code: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const email = await db().$transaction(async (tx) => {
    const user = await consumeOneOfActionTokens(tx, {
      purpose: "reset_password",
      token: code,
      messages: RESET_MESSAGES,
    });
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.user.updateMany({
      where: { id: user.id, emailVerified: null },
      data: { emailVerified: new Date() },
    });
    await revokeAllCredentials(tx, user.id);
    return user.email;
  });
  await mailboxReached(email);
}
