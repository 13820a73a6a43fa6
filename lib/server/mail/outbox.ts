// Outgoing mail goes through the MailOutbox table: written in the same transaction as the change
// that causes it, then delivered after commit by nodemailer when SMTP_URL is set. Without SMTP
// (local demo) messages stay in the outbox, are listed in the log (account mails with their
// links in full) and readable in the development mailbox. Delivery claims rows with FOR UPDATE
// SKIP LOCKED, so any number of app servers can share the outbox.
import "server-only";
import { runJob } from "@/lib/server/observability/job-log";
import { errorText, logger } from "@/lib/server/observability/logger";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/ledger/types";

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

const MAX_ATTEMPTS = 5;

/** Writes `message` to the outbox in the caller's transaction; dispatch it after commit. */
export async function enqueueMail(tx: Tx, message: MailMessage): Promise<QueuedMail> {
  const row = await tx.mailOutbox.create({
    data: { ...message, html: message.html ?? null },
    select: { id: true },
  });
  return { ...message, id: row.id };
}

let transporter: Transporter | undefined;
function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  transporter ??= nodemailer.createTransport(env.SMTP_URL);
  return transporter;
}

/**
 * Sends the given messages (and any others that are due) after their transaction committed.
 * Without SMTP they are listed in the log as the caller holds them, not read back. Never
 * throws: a failed delivery stays in the outbox for a later attempt.
 */
export async function dispatchMail(mails: readonly QueuedMail[]): Promise<void> {
  let transport: Transporter | undefined;
  try {
    transport = smtp();
  } catch (error) {
    logger.error({ job: "mail.deliver", error: errorText(error) }, "job failed");
    return;
  }
  if (!transport) {
    logUndeliveredMail(mails);
    return;
  }
  const sender = transport;
  // One job line per batch, how many it sent or why it failed (runJob logs both).
  await runJob(
    "mail.deliver",
    () => deliverDue(sender, mails),
    (sent) => sent,
  ).catch(() => undefined);
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

/** How many mails the batch sent. */
async function deliverDue(transport: Transporter, mails: readonly QueuedMail[]): Promise<number> {
  const ids = mails.map((mail) => mail.id);
  const claimed = await db().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "MailOutbox"
      WHERE "status" = 'pending' AND ("id" = ANY(${ids}) OR "availableAt" <= now())
      ORDER BY "createdAt" LIMIT 20 FOR UPDATE SKIP LOCKED`;
    const claimedIds = rows.map((row) => row.id);
    // Push claimed rows into the future while we send them, so another server skips them.
    await tx.mailOutbox.updateMany({
      where: { id: { in: claimedIds } },
      data: { availableAt: new Date(Date.now() + 5 * 60_000), attempts: { increment: 1 } },
    });
    return tx.mailOutbox.findMany({ where: { id: { in: claimedIds } } });
  });
  let sent = 0;
  for (const message of claimed) {
    try {
      await transport.sendMail({
        from: env.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      await db().mailOutbox.update({
        where: { id: message.id },
        data: { status: "sent", sentAt: new Date(), lastError: null },
      });
      sent += 1;
    } catch (error) {
      const failedForGood = message.attempts >= MAX_ATTEMPTS;
      await db().mailOutbox.update({
        where: { id: message.id },
        data: {
          status: failedForGood ? "failed" : "pending",
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          // Back off: 1, 4, 9, 16 minutes.
          availableAt: new Date(Date.now() + message.attempts ** 2 * 60_000),
        },
      });
    }
  }
  return sent;
}
