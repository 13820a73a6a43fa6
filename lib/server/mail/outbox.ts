// Outgoing mail goes through the MailOutbox table: written in the same transaction as the change
// that causes it; with SMTP_URL set the mail runner (mail-runner.ts) delivers it after commit,
// in the background. Without SMTP (local demo) messages stay in the outbox, are listed in the log
// (account mails with their links in full) and readable in the development mailbox. A mail of a
// topic its recipient turned off is written `suppressed` and never sent; every other mail of a
// topic carries its one-click unsubscribe (lib/server/notifications/mail-preferences.ts).
import "server-only";
import { env } from "@/lib/env";
import type { Tx } from "@/lib/server/ledger/types";
import { prepareMails, type PreparedMail } from "@/lib/server/notifications/mail-preferences";
import { kickMailDelivery } from "./mail-runner";
import type { MailKind } from "./mail-topics";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about, e.g. "verify_email"; its topic is in mail-topics.ts. */
  kind: MailKind;
}

/** A message written to the outbox, as its caller still holds it. */
export interface QueuedMail extends MailMessage {
  id: string;
  /** "suppressed": its recipient turned its topic's mails off; dispatching skips it. */
  status?: PreparedMail["status"];
  unsubscribeUrl?: string | null;
}

/**
 * Writes `message` to the outbox in the caller's transaction, as its recipient's preferences
 * have it (suppressed, or with its unsubscribe link); dispatch it after commit.
 */
export async function enqueueMail(tx: Tx, message: MailMessage): Promise<QueuedMail> {
  const [prepared] = await prepareMails(tx, [message]);
  if (!prepared) throw new Error("mail: nothing prepared");
  const row = await tx.mailOutbox.create({
    data: { ...prepared, html: prepared.html ?? null },
    select: { id: true },
  });
  return { ...prepared, id: row.id };
}

/**
 * Hands the given messages (and any others that are due) to the mail runner after their
 * transaction committed, without waiting for the SMTP server. Without SMTP they are listed in the
 * log as the caller holds them, not read back. Never throws: the outbox keeps what is not sent.
 */
export async function dispatchMail(mails: readonly QueuedMail[]): Promise<void> {
  const toSend = mails.filter((mail) => mail.status !== "suppressed");
  if (env.SMTP_URL) {
    kickMailDelivery(toSend.map((mail) => mail.id));
    return;
  }
  logUndeliveredMail(toSend);
}

/**
 * The kinds printed in full when there is no SMTP server: their links are how an operator
 * without mail verifies an account or resets a password. Other notices get one line each: the
 * full text of every booking notice and receipt would fill the log with what the outbox and the
 * development mailbox already keep (and costs about 2% of a booking's server time, profiled).
 */
const PRINTED_IN_FULL = new Set<MailKind>(["verify_email", "reset_password"]);

function logUndeliveredMail(mails: readonly QueuedMail[]) {
  const lines = mails.map((message) =>
    PRINTED_IN_FULL.has(message.kind)
      ? `[mail] no SMTP_URL set; kept in the outbox (see /dev/mailbox):\n  To: ${message.to}\n  Subject: ${message.subject}\n${message.text.replace(/^/gm, "  | ")}`
      : `[mail] no SMTP_URL set; kept in the outbox: ${message.kind} to ${message.to}: ${message.subject}`,
  );
  // One write for the whole batch.
  if (lines.length) console.log(lines.join("\n"));
}
