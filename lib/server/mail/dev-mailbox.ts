// The development mailbox: outgoing mail readable in the browser and over HTTP, only where no
// real mail can be sent, no real users exist and nobody else can connect (embedded database, no
// SMTP, listening on loopback only, no proxy configured), and only for requests that reached the
// app straight from their client: a reverse proxy on the same host connects over loopback too,
// and would hand every reset link to whoever it serves. MAIL_DEV_INBOX=1 opens it anyway
// (the start script warns). Anywhere else it answers 404.
import "server-only";
import { devMailboxEnabled } from "@/lib/deployment";
import { env } from "@/lib/env";
import type { DevMail } from "@/lib/mail/mail-types";
import { db } from "@/lib/server/db/client";
import { cameDirectly } from "@/lib/server/http/proxied";

/** Whether this request may read the mailbox. */
export function isDevMailboxOpen(headers: Headers): boolean {
  if (env.MAIL_DEV_INBOX) return true;
  return devMailboxEnabled(env) && cameDirectly(headers);
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
    suppressed: row.status === "suppressed",
    createdAt: row.createdAt.toISOString(),
  }));
}
