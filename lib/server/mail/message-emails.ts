// The mail of a booking's thread to one side: the messages it has not read, grouped into one mail
// a few minutes after the first (lib/server/messages/message-mails.ts), each with its author and
// time, and a link that opens the thread. Names go through mailSafeName; a message's text is
// quoted as its author wrote it (plain text, cut when long), the thread holds it whole.
import "server-only";
import { formatCount } from "@/lib/format/coins";
import { mailDateTime } from "./mail-date";
import type { MailMessage } from "./outbox";
import { actionMail, mailSafeName } from "./templates";

/** The newest messages a mail quotes; the thread has the rest. */
const QUOTED_MESSAGES = 10;
/** A quoted message's characters at most. */
const QUOTED_CHARS = 500;

interface MailedThreadMessage {
  authorName: string;
  body: string;
  files: number;
  createdAt: Date;
}

export interface BookingMessagesMail {
  to: string;
  reference: string;
  serviceTitle: string;
  /** Oldest first. */
  messages: readonly MailedThreadMessage[];
  /** The thread on the recipient's bookings page. */
  url: string;
}

function quote(body: string): string {
  const chars = Array.from(body.trim());
  return chars.length > QUOTED_CHARS
    ? `${chars.slice(0, QUOTED_CHARS - 1).join("")}…`
    : chars.join("");
}

function messageLines(message: MailedThreadMessage): string {
  const author = mailSafeName(message.authorName, "Someone");
  const files = message.files
    ? ` (${formatCount(message.files)} file${message.files === 1 ? "" : "s"})`
    : "";
  const body = quote(message.body);
  return `${author}, ${mailDateTime(message.createdAt)}${files}:\n${body}`;
}

export function bookingMessagesEmail(mail: BookingMessagesMail): MailMessage {
  const { messages } = mail;
  const title = mailSafeName(mail.serviceTitle, "a service");
  const count = messages.length;
  const quoted = messages.slice(-QUOTED_MESSAGES);
  const earlier = count - quoted.length;
  const lines = [
    `You have ${formatCount(count)} unread message${count === 1 ? "" : "s"} about the booking ${mail.reference} of "${title}":`,
    ...(earlier > 0 ? [`(${formatCount(earlier)} earlier in the thread)`] : []),
    ...quoted.map(messageLines),
    "Reply in the booking's thread on the site.",
  ];
  return actionMail({
    to: mail.to,
    kind: "booking_messages",
    subject: `New message${count === 1 ? "" : "s"} about ${mail.reference} "${title}"`,
    lines,
    action: { label: "Read and reply", url: mail.url },
  });
}
