// Outgoing mail goes through the MailOutbox table: written in the same transaction as the change
// that causes it; with SMTP_URL set the mail runner (mail-runner.ts) delivers it after commit,
// in the background. Without SMTP (local demo) messages stay in the outbox, are listed in the log
// (account mails with their links in full) and readable in the development mailbox.
import "server-only";
import { env } from "@/lib/env";
import type { Tx } from "@/lib/server/ledger/types";
import { kickMailDelivery } from "./mail-runner";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about, e.g. "verify_email". */
  kind: string;
}

/** A message written to the outbox, as its caller still holds it. */
export interface QueuedMail extends MailMessage {
  id: string;
}

/** Writes `message` to the outbox in the caller's transaction; dispatch it after commit. */
export async function enqueueMail(tx: Tx, message: MailMessage): Promise<QueuedMail> {
  const row = await tx.mailOutbox.create({
    data: { ...message, html: message.html ?? null },
    select: { id: true },
  });
  return { ...message, id: row.id };
}

/**
 * Hands the given messages (and any others that are due) to the mail runner after their
 * transaction committed, without waiting for the SMTP server. Without SMTP they are listed in the
 * log as the caller holds them, not read back. Never throws: the outbox keeps what is not sent.
 */
export async function dispatchMail(mails: readonly QueuedMail[]): Promise<void> {
  if (env.SMTP_URL) {
    kickMailDelivery(mails.map((mail) => mail.id));
    return;
  }
  logUndeliveredMail(mails);
}

/**
 * The kinds printed in full when there is no SMTP server: their links are how an operator
 * without mail verifies an account or resets a password. Other notices get one line each: the
 * full text of every booking notice and receipt would fill the log with what the outbox and the
 * development mailbox already keep (and costs about 2% of a booking's server time, profiled).
 */
const PRINTED_IN_FULL = new Set(["verify_email", "reset_password"]);

function logUndeliveredMail(mails: readonly QueuedMail[]) {
  const lines = mails.map((message) =>
    PRINTED_IN_FULL.has(message.kind)
      ? `[mail] no SMTP_URL set; kept in the outbox (see /dev/mailbox):\n  To: ${message.to}\n  Subject: ${message.subject}\n${message.text.replace(/^/gm, "  | ")}`
      : `[mail] no SMTP_URL set; kept in the outbox: ${message.kind} to ${message.to}: ${message.subject}`,
  );
  // One write for the whole batch.
  if (lines.length) console.log(lines.join("\n"));
}
