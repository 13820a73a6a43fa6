// Delivery of the outbox over SMTP: claim due rows with FOR UPDATE SKIP LOCKED (so any number of
// app servers share the outbox and none sends a row another holds), lease them for the time of
// sending, then record each outcome. A refused or unreachable server leaves the mail pending
// with a growing delay; after MAX_MAIL_ATTEMPTS it is marked failed for an operator to see.
// Suppressed rows (their recipient turned the topic off) are never claimed.
import "server-only";
import type { Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { logger } from "@/lib/server/observability/logger";

/** A mail tried this many times is marked failed and no longer retried. */
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/**
 * How long a claimed row stays out of other servers' reach while it is being sent. Longer than
 * nodemailer's own timeouts (connection 2 min, greeting 30 s, socket 10 min of idle), so a row
 * is only claimed again when its sender died mid-send; that mail may then go out twice, the one
 * case the outbox cannot rule out (SMTP has no idempotency key).
 */
const LEASE_MS = 15 * 60_000;
const BATCH = 20;

/** The delay before attempt `attempts + 1`: 30 s, 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface DeliveryOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

interface DeliverOptions {
  /** Fresh mails to send now even if their availableAt lies ahead (never claimed before). */
  ids?: readonly string[];
  /** The clock; tests move it forward instead of waiting for a retry. */
  now?: Date;
}

async function claimBatch(ids: readonly string[], now: Date) {
  return db().$transaction(async (tx) => {
    // "attempts = 0" keeps a fresh id from being claimed again while another server sends it.
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "MailOutbox"
      WHERE "status" = 'pending'
        AND (("id" = ANY(${[...ids]}::text[]) AND "attempts" = 0) OR "availableAt" <= ${now})
      ORDER BY "availableAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
    const claimedIds = rows.map((row) => row.id);
    if (claimedIds.length === 0) return [];
    await tx.mailOutbox.updateMany({
      where: { id: { in: claimedIds } },
      data: { availableAt: new Date(now.getTime() + LEASE_MS), attempts: { increment: 1 } },
    });
    return tx.mailOutbox.findMany({ where: { id: { in: claimedIds } } });
  });
}

/**
 * The Message-ID of an outbox row's mail: its row id at the sender's domain, the same on every
 * attempt and from every server, so a copy sent twice (a sender that died mid-send) is known as
 * the same message, and a delivered mail leads back to its row.
 */
export function outboxMessageId(id: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? "coinmarket.local";
  return `<${id}@${domain}>`;
}

/**
 * The headers of a mail with a topic (RFC 8058): its unsubscribe address, which a mail provider
 * may POST to at once ("one-click") when its reader asks to unsubscribe.
 */
function oneClickUnsubscribe(url: string) {
  return {
    list: { unsubscribe: url },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** nodemailer's error code and the SMTP reply code, e.g. "EENVELOPE 451". */
function errorCodes(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const codes = [
    "code" in error ? error.code : undefined,
    "responseCode" in error ? error.responseCode : undefined,
  ].filter((code) => typeof code === "string" || typeof code === "number");
  return codes.length ? codes.join(" ") : error.name;
}

/** Sends every due mail (batch after batch) and records each outcome; returns the tally. */
export async function deliverDueMail(
  transport: Transporter,
  options: DeliverOptions = {},
): Promise<DeliveryOutcome> {
  const now = options.now ?? new Date();
  const outcome: DeliveryOutcome = { sent: 0, retrying: 0, failed: 0 };
  let ids = options.ids ?? [];
  for (;;) {
    const claimed = await claimBatch(ids, now);
    ids = [];
    for (const message of claimed) {
      try {
        await transport.sendMail({
          from: env.MAIL_FROM,
          messageId: outboxMessageId(message.id, env.MAIL_FROM),
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.unsubscribeUrl ? oneClickUnsubscribe(message.unsubscribeUrl) : {}),
        });
        await db().mailOutbox.update({
          where: { id: message.id },
          data: { status: "sent", sentAt: new Date(), lastError: null },
        });
        outcome.sent += 1;
      } catch (error) {
        const failedForGood = message.attempts >= MAX_MAIL_ATTEMPTS;
        const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
        await db().mailOutbox.update({
          where: { id: message.id },
          data: {
            status: failedForGood ? "failed" : "pending",
            lastError: reason,
            availableAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
          },
        });
        if (failedForGood) {
          outcome.failed += 1;
          // The id and kind find the row (its lastError has the server's answer); SMTP answers
          // often quote the address, so only their codes reach the log.
          logger.error(
            {
              job: "mail.deliver",
              mailId: message.id,
              kind: message.kind,
              attempts: message.attempts,
              codes: errorCodes(error),
            },
            "mail given up: its lastError in MailOutbox says why",
          );
        } else outcome.retrying += 1;
      }
    }
    if (claimed.length < BATCH) return outcome;
  }
}
