// A message in the development mailbox, as GET /api/dev/mailbox answers it and /dev/mailbox shows
// it (lib/server/mail/dev-mailbox.ts reads them).

/** The mark of a mail kept but never sent, because its recipient turned its topic's mails off. */
export const MAIL_SUPPRESSED = "Not sent: its recipient turned these mails off";

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  /** Kept, never sent: its recipient turned its topic's mails off. */
  suppressed: boolean;
  createdAt: string;
}
