import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { headers } from "next/headers";
import { connection } from "next/server";
import { FlaskConical, Inbox } from "lucide-react";
import { MailMessage } from "@/components/dev-mailbox/mail-message";
import { MailboxFilter } from "@/components/dev-mailbox/mailbox-filter";
import { Container } from "@/components/layout/container";
import { SiteHeader } from "@/components/nav/site-header";
import { EmptyState } from "@/components/ui/empty-state";
import { firstParam } from "@/lib/auth/page-params";
import { dateStyleFor } from "@/lib/format/date-time";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { isDevMailboxOpen, listDevMailbox } from "@/lib/server/mail/dev-mailbox";
import { detectRegion } from "@/lib/server/payments/region";

export const metadata: Metadata = {
  title: "Development mailbox",
  robots: { index: false, follow: false },
};

interface DevMailboxPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function DevMailboxPage({ searchParams }: DevMailboxPageProps) {
  // The mailbox is read per request and only exists on a local setup: never prerender it.
  await connection();
  const requestHeaders = await headers();
  if (!isDevMailboxOpen(requestHeaders)) notFound();

  const { to: rawTo } = await searchParams;
  const to = firstParam(rawTo)?.trim() ?? "";
  const [mails, user, region] = await Promise.all([
    listDevMailbox(to || undefined),
    getCurrentUser(),
    detectRegion(requestHeaders),
  ]);
  // Times in the viewer's zone, as every screen prints them (docs/features.md "Dates and times").
  const dateStyle = dateStyleFor(region, requestHeaders);
  const newestFirst = mails.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={user} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Container width="4xl" className="space-y-6 py-8 sm:py-10">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Development mailbox</h1>
            <p className="mt-1.5 text-muted-foreground">
              Emails the app would have sent, newest first.
            </p>
          </div>
          <div className="flex gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm leading-6">
            <FlaskConical
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-warning-foreground"
            />
            <p>
              <strong className="font-semibold">For local development only.</strong> This mailbox
              exists only when the app runs on its local embedded database without an SMTP server,
              reached directly rather than through a proxy (or with{" "}
              <code className="font-mono text-xs">MAIL_DEV_INBOX=1</code>). Outgoing emails stay
              here instead of being delivered, so you can open verification and password reset
              links. A real deployment never shows this page.
            </p>
          </div>
          <MailboxFilter to={to} />
          <section aria-labelledby="mailbox-messages" className="space-y-3">
            <h2 id="mailbox-messages" className="text-sm font-medium text-muted-foreground">
              {newestFirst.length === 1 ? "1 message" : `${newestFirst.length} messages`}
              {to ? ` to ${to}` : null}
            </h2>
            {newestFirst.length === 0 ? (
              <EmptyState
                icon={Inbox}
                titleAs="h3"
                title="No messages"
                description={
                  to
                    ? `Nothing has been sent to ${to} yet.`
                    : "Sign up or ask for a password reset, and the email appears here."
                }
              />
            ) : (
              <ol className="space-y-3">
                {newestFirst.map((mail) => (
                  <li key={mail.id}>
                    <MailMessage mail={mail} dateStyle={dateStyle} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        </Container>
      </main>
    </div>
  );
}
