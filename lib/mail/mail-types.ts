// A message in the development mailbox, as GET /api/dev/mailbox answers it and /dev/mailbox shows
// it (lib/server/mail/dev-mailbox.ts reads them).

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
}
