// The organization's digest of a burst of booking notices about one service: one mail naming
// every booking made or cancelled while the service's notice window was open
// (lib/server/bookings/org-notices.ts), in the order they happened.
import "server-only";
import { formatCount } from "@/lib/format/coins";
import type { MailMessage } from "./outbox";
import { mailSafeName, type OrgNoticeDetails } from "./templates";

export interface DigestEntry extends OrgNoticeDetails {
  event: "booked" | "cancelled";
}

function counted(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? "" : "s"}`;
}

function entryLine(entry: DigestEntry): string {
  const customer = mailSafeName(entry.customerName, "A customer");
  const coins = formatCount(entry.coins);
  return entry.event === "booked"
    ? `- ${entry.reference}: ${customer} booked it for ${coins} coins.`
    : `- ${entry.reference}: cancelled; ${coins} coins went back to ${customer}'s wallet.`;
}

export function bookingDigestOrgEmail(
  orgEmail: string,
  serviceTitle: string,
  entries: readonly DigestEntry[],
): MailMessage {
  const title = mailSafeName(serviceTitle, "a service");
  const booked = entries.filter((entry) => entry.event === "booked").length;
  const summary = [
    booked ? counted(booked, "new booking") : null,
    entries.length - booked ? counted(entries.length - booked, "cancellation") : null,
  ]
    .filter(Boolean)
    .join(" and ");
  const lines = [
    `${title} had ${summary} since our last notice about it:`,
    entries.map(entryLine).join("\n"),
    "The coins of each booking stay in escrow until its customer accepts your delivery; deliver each by its due date, or its coins go back to the customer.",
  ];
  return {
    to: orgEmail,
    kind: "booking_digest_org",
    subject: `${counted(entries.length, "booking update")}: ${title}`,
    text: `${lines.join("\n\n")}\n`,
  };
}
