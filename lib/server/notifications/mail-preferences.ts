// A mail's recipient decides, per topic, whether it is sent: the outbox writes a mail of a topic
// its recipient turned off as `suppressed` (kept, never sent), and every other mail of a topic
// with that topic's one-click unsubscribe (the List-Unsubscribe header's address and a footer
// line linking the page that asks first). Security mails have no topic and go out as written; so
// does a mail to an address without an account (an invitation to sign up, say).
import "server-only";
import { type MailStatus, Prisma } from "@/generated/prisma/client";
import { unsubscribeLead } from "@/lib/notifications/notification-messages";
import type { NotificationTopic } from "@/lib/notifications/topics";
import { appOrigin } from "@/lib/server/http/app-url";
import type { Tx } from "@/lib/server/ledger/types";
import { mailTopic } from "@/lib/server/mail/mail-topics";
import type { MailMessage } from "@/lib/server/mail/outbox";
import { unsubscribeToken } from "./unsubscribe-token";

/** A mail as the outbox writes it: to be sent or suppressed, with its unsubscribe address. */
export type PreparedMail = MailMessage & {
  status: Extract<MailStatus, "pending" | "suppressed">;
  /** The one-click address (List-Unsubscribe); null for a mail without one. */
  unsubscribeUrl: string | null;
};

interface Recipient {
  id: string;
  /** The topics whose mails it turned off. */
  muted: Set<NotificationTopic>;
}

/** A row of recipientsQuery: an account, and one topic it muted by mail (or none). */
export interface RecipientRow {
  id: string;
  email: string;
  topic: NotificationTopic | null;
}

/**
 * The accounts of the addresses with their muted topics, one row each (one query for any
 * number); raw-SQL mirrors of the flows that mail (scripts/bench) run it as prepareMails does.
 */
export function recipientsQuery(addresses: readonly string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT u."id", u."email", p."topic"
    FROM "User" u
    LEFT JOIN "NotificationPreference" p ON p."userId" = u."id" AND NOT p."email"
    WHERE u."email" = ANY(${addresses}::text[])`;
}

function recipientsOf(rows: readonly RecipientRow[]): Map<string, Recipient> {
  const found = new Map<string, Recipient>();
  for (const row of rows) {
    const recipient = found.get(row.email) ?? { id: row.id, muted: new Set() };
    if (row.topic) recipient.muted.add(row.topic);
    found.set(row.email, recipient);
  }
  return found;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The footer line at the end of the HTML's card (the templates' last `</div>`), else at its end. */
function withHtmlFooter(html: string, footer: { lead: string; link: string }): string {
  const link = escapeHtml(footer.link);
  const line = `<p style="font-size:12px;color:#64748b;margin:16px 0 0">${escapeHtml(footer.lead)} <a href="${link}" style="color:#64748b">${link}</a></p>`;
  const end = html.lastIndexOf("</div>");
  return end === -1 ? `${html}${line}` : `${html.slice(0, end)}${line}${html.slice(end)}`;
}

function withUnsubscribe(
  message: MailMessage,
  params: { topic: NotificationTopic; userId: string },
): PreparedMail {
  const token = unsubscribeToken(params);
  // A server without AUTH_SECRET signs nothing: the mail goes out without a link.
  if (!token) return { ...message, status: "pending", unsubscribeUrl: null };
  const query = `token=${encodeURIComponent(token)}`;
  const page = `${appOrigin()}/unsubscribe?${query}`;
  const lead = unsubscribeLead(params.topic);
  return {
    ...message,
    text: `${message.text.trimEnd()}\n\n${lead} ${page}\n`,
    ...(message.html ? { html: withHtmlFooter(message.html, { lead, link: page }) } : {}),
    status: "pending",
    unsubscribeUrl: `${appOrigin()}/api/v1/notifications/unsubscribe?${query}`,
  };
}

/** The addresses whose accounts' preferences decide these messages. */
export function topicalAddresses(messages: readonly MailMessage[]): string[] {
  const topical = messages.filter((message) => mailTopic(message.kind) !== null);
  return [...new Set(topical.map((message) => message.to))];
}

/** The messages as the outbox writes them, in their order, by their recipients' preferences. */
export async function prepareMails(
  tx: Tx,
  messages: readonly MailMessage[],
): Promise<PreparedMail[]> {
  const addresses = topicalAddresses(messages);
  const rows = addresses.length
    ? await tx.$queryRaw<RecipientRow[]>(recipientsQuery(addresses))
    : [];
  return preparedAs(messages, rows);
}

/** prepareMails' outcome, given what recipientsQuery answered for the messages' addresses. */
export function preparedAs(
  messages: readonly MailMessage[],
  rows: readonly RecipientRow[],
): PreparedMail[] {
  const accounts = recipientsOf(rows);
  return messages.map((message) => {
    const topic = mailTopic(message.kind);
    const account = accounts.get(message.to);
    if (!topic || !account) return { ...message, status: "pending", unsubscribeUrl: null };
    if (account.muted.has(topic)) return { ...message, status: "suppressed", unsubscribeUrl: null };
    return withUnsubscribe(message, { topic, userId: account.id });
  });
}
