// The development mailbox: outgoing mail readable in the browser and over HTTP, only where no
// real mail can be sent and no real users exist (embedded database, no SMTP), or when
// MAIL_DEV_INBOX=1 says so. On a real deployment an open mailbox would hand out every reset link.
import { env } from "@/lib/env";
import { db } from "@/lib/server/db/client";

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
}

export function isDevMailboxEnabled(): boolean {
  if (env.MAIL_DEV_INBOX) return true;
  return !env.SMTP_URL && !env.DATABASE_URL;
}

export async function listDevMailbox(to?: string): Promise<DevMail[]> {
  const rows = await db().mailOutbox.findMany({
    where: to ? { to: to.trim().toLowerCase() } : {},
    orderBy: { createdAt: "desc" },
    take: 100,
  });
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  }));
}
