// Mail delivered by several app servers to one local SMTP server (test/support/smtp-server.ts):
// each server is given its own MAIL_FROM domain, and a mail's Message-ID is its outbox row's id
// at that domain (lib/server/mail/deliver-mail.ts), so a received mail names its row and the
// server that sent it.
import { expect } from "vitest";
import { db } from "@/lib/server/db/client";
import type { ReceivedMail } from "@/test/support/smtp-server";
import { untilNone } from "./until-none";

/** The sender of server `n` (1, 2, ...): its domain tells which server sent a mail. */
export const serverMailFrom = (n: number) => `Coinmarket <no-reply@app-${n}.storm.test>`;

/**
 * Resolves once no mail in the outbox is pending; fails after `timeoutMs` (long enough for a mail
 * refused once to be retried: 30 s, then the runner's next 15-second look).
 */
export function outboxDrained(timeoutMs = 60_000): Promise<void> {
  return untilNone(
    () => db().mailOutbox.count({ where: { status: "pending" } }),
    "mails still pending in the outbox",
    timeoutMs,
  );
}

/** The outbox row id and the sending server's number of a received mail, from its Message-ID. */
function senderOf(mail: ReceivedMail): { id: string; server: number } {
  const match = /^<([^@>]+)@app-(\d+)\.storm\.test>$/.exec(mail.messageId);
  if (!match?.[1] || !match[2])
    throw new Error(`a mail without an outbox Message-ID: ${mail.subject}`);
  return { id: match[1], server: Number(match[2]) };
}

/**
 * Every outbox row was sent, and the SMTP server received each row's mail exactly once (and no
 * other). Returns how many mails each server sent, in server order.
 */
export async function expectEachMailOnce(
  received: ReceivedMail[],
  servers: number,
): Promise<number[]> {
  const rows = await db().mailOutbox.findMany({ select: { id: true, status: true } });
  expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
  const senders = received.map(senderOf);
  expect(senders.map((sender) => sender.id).sort()).toEqual(rows.map((row) => row.id).sort());
  return Array.from(
    { length: servers },
    (_, index) => senders.filter((sender) => sender.server === index + 1).length,
  );
}
