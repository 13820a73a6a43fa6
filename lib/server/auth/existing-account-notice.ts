// A sign-up with an email that already has an account: the sign-up is answered as a new one's
// (register-account.ts) and the owner is mailed instead, at most a few times an hour.
import "server-only";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import { existingAccountEmail } from "@/lib/server/mail/existing-account-email";
import { dispatchMail, enqueueMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { hit } from "@/lib/server/rate-limit/rate-limit";
import { RULES } from "@/lib/server/rate-limit/rules";

/**
 * Mails the account's owner that someone tried to sign up with their address, with links to
 * sign in and to reset the password built from the app's own origin. Past the cap (secret, so
 * the sign-up's answer stays a new address's) nothing is sent: sign-ups cannot mail-bomb an
 * owner. A suspended account gets no mail, as it gets no reset link.
 */
export async function noticeExistingAccount(email: string): Promise<void> {
  const { limited } = await hit(RULES.signupNoticesPerAccount, email);
  if (limited) return;
  const queued = await db().$transaction(async (tx): Promise<QueuedMail[]> => {
    const account = await tx.user.findFirst({
      where: { email, isActive: true },
      select: { email: true, name: true },
    });
    if (!account) return [];
    const origin = appOrigin();
    const links = { signIn: `${origin}/login`, forgotPassword: `${origin}/forgot-password` };
    return [await enqueueMail(tx, existingAccountEmail(account.email, account.name, links))];
  });
  await dispatchMail(queued);
}
