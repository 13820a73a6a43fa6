// The work behind a forgot-password request, after its answer: a single-use link for the account
// and its mail. It runs the same steps whether or not the email has an active account (the same
// statements in the same transaction, the token made, the mail rendered, the outbox dispatched);
// for an unknown email the writes simply match no row. Running less for unknown emails showed:
// the reset work competed with the next request, which took 6 to 9 ms longer after a real
// account's request, telling an attacker which emails have accounts.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import { dispatchMail, type QueuedMail } from "@/lib/server/mail/outbox";
import { passwordResetEmail } from "@/lib/server/mail/templates";
import { ACTION_TOKEN_TTL_MS } from "./action-tokens";
import { hashToken, newSecretToken } from "./tokens";

function resetUrl(token: string): string {
  return `${appOrigin()}/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(token)}`;
}

interface ResetAccount {
  id: string;
  name: string;
  email: string;
}

/**
 * Issues the link and writes its mail to the outbox, in one transaction; answers the mail when
 * one was written. Earlier unused links keep working until one of them is used (resetPassword
 * voids the rest): a stranger's request must not void the link the owner is about to open.
 */
async function writeResetLink(email: string): Promise<QueuedMail[]> {
  const token = newSecretToken();
  const tokenId = randomUUID();
  const mailId = randomUUID();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ACTION_TOKEN_TTL_MS.reset_password);
  return db().$transaction(async (tx) => {
    // The account's row is locked first, as a reset locks it before voiding the account's links:
    // a link is written either before a reset (and voided by it) or after it, never beside it.
    const [account] = await tx.$queryRaw<ResetAccount[]>`
      SELECT "id", "name", "email" FROM "User"
      WHERE "email" = ${email} AND "isActive" FOR NO KEY UPDATE`;
    const message = passwordResetEmail(
      account?.email ?? email,
      account?.name ?? "",
      resetUrl(token),
    );
    const accountId = account?.id ?? null;
    const written = await tx.$queryRaw<{ id: string }[]>`
      WITH "token" AS (
        INSERT INTO "ActionToken" ("id", "userId", "purpose", "tokenHash", "expiresAt", "createdAt")
        SELECT ${tokenId}, "id", 'reset_password', ${hashToken(token)}, ${expiresAt}, ${now}
        FROM "User" WHERE "id" = ${accountId}::text
        RETURNING "userId"
      )
      INSERT INTO "MailOutbox" ("id", "to", "subject", "text", "html", "kind", "availableAt",
        "createdAt")
      SELECT ${mailId}, ${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null}::text,
        ${message.kind}, ${now}, ${now}
      FROM "token"
      RETURNING "id"`;
    return written.length ? [{ ...message, id: mailId }] : [];
  });
}

/** The link's mail, written and dispatched; for an unknown email the same work, and no mail. */
export async function sendResetLink(email: string): Promise<void> {
  await dispatchMail(await writeResetLink(email));
}
