// The development mailbox: outgoing mail readable in the browser and over HTTP, only where no
// real mail can be sent, no real users exist and nobody else can connect (embedded database, no
// SMTP, listening on loopback only), or when MAIL_DEV_INBOX=1 says so. Anywhere else an open
// mailbox would hand out every reset link: it answers 404.
import "server-only";
import { devMailboxEnabled } from "@/lib/deployment";
import { env } from "@/lib/env";
import type { DevMail } from "@/lib/mail/mail-types";
import { db } from "@/lib/server/db/client";

export function isDevMailboxEnabled(): boolean {
  return devMailboxEnabled(env);
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
