// The emails the account flows send: plain text first (every client shows it), simple HTML too.
// Every name a user or an organization chose (account names, organization names, service titles)
// goes through mailSafeName first: one line, no link a mail client would make clickable, bounded.
// Dates as mail-date.ts writes them; links on the configured public address (appOrigin(),
// lib/server/http/app-url.ts).
import "server-only";
import { formatPercent } from "@/lib/economics/rates";
import { formatCount } from "@/lib/format/coins";
import type { Currency } from "@/lib/money/currencies";
import { appOrigin } from "@/lib/server/http/app-url";
import { SITE } from "@/lib/site";
import { mailDateTime } from "./mail-date";
import type { MailMessage } from "./outbox";

const MAX_MAIL_NAME = 60;
/** Control characters and Unicode line/paragraph separators: a name stays on one line. */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
/**
 * Words a mail client may turn into a link: a scheme ("https://", "mailto:x"), "www.", an address
 * with "@" or "/", or a dotted host name ("evil.com"; "J.R.R." and "Dr." stay, as no part after
 * a dot is two or more letters).
 */
const LINK_LIKE = /[/@\\]|:\S|^www\.|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

/**
 * A user-controlled name as it may appear in an email's subject, text and HTML: line breaks
 * become spaces, link-like words are dropped, the rest is cut at 60 characters. `fallback` stands
 * in when nothing is left.
 */
export function mailSafeName(value: string, fallback: string): string {
  const words = value
    .normalize("NFKC")
    .replace(/[\u3002\uff61]/g, ".")
    .replace(LINE_BREAKING, " ")
    .split(/\s+/)
    .filter((word) => word && !LINK_LIKE.test(word));
  const name = words.join(" ");
  if (!name) return fallback;
  const chars = Array.from(name);
  return chars.length > MAX_MAIL_NAME ? `${chars.slice(0, MAX_MAIL_NAME - 1).join("")}…` : name;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function html(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3b3fb6;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#64748b;margin:0">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
</div></body></html>`;
}

/**
 * A mail of paragraphs and one button; the text version ends with the button's label and link.
 * The heading is the subject without its trailing "(reference)".
 */
export function actionMail(mail: {
  to: string;
  kind: MailMessage["kind"];
  subject: string;
  lines: string[];
  action: { label: string; url: string };
}): MailMessage {
  const { to, kind, subject, lines, action } = mail;
  return {
    to,
    kind,
    subject,
    text: `${lines.join("\n\n")}\n\n${action.label}: ${action.url}\n`,
    html: html(subject.replace(/ \(.*\)$/, ""), lines, action),
  };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    `Hi ${mailSafeName(name, "there")},`,
    `Please confirm that ${to} is your email address to start using ${SITE.name}. The link works once and expires in 24 hours.`,
    "If you did not create an account, you can ignore this email.",
  ];
  return {
    to,
    kind: "verify_email",
    subject: `Verify your ${SITE.name} email`,
    text: `${lines.join("\n\n")}\n\nVerify your email: ${url}\n`,
    html: html("Verify your email", lines, { label: "Verify email", url }),
  };
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  const lines = [
    `Hi ${mailSafeName(name, "there")},`,
    `Someone asked to reset the password of your ${SITE.name} account. The link works once and expires in 1 hour.`,
    "If it was not you, ignore this email: your password stays as it is.",
  ];
  return {
    to,
    kind: "reset_password",
    subject: `Reset your ${SITE.name} password`,
    text: `${lines.join("\n\n")}\n\nReset your password: ${url}\n`,
    html: html("Reset your password", lines, { label: "Reset password", url }),
  };
}

export interface ReceiptDetails {
  name: string;
  amount: string;
  /** The currency paid in: its region's zone dates the receipt. */
  currency: Currency;
  coins: number;
  bonus: number;
  orderId: string;
  paymentId: string;
  paidAt: Date;
  receiptUrl: string;
}

export function paymentReceiptEmail(to: string, receipt: ReceiptDetails): MailMessage {
  const lines = [
    `Hi ${mailSafeName(receipt.name, "there")},`,
    `Thank you for your payment of ${receipt.amount}. ${formatCount(receipt.coins + receipt.bonus)} coins were added to your wallet (${formatCount(receipt.coins)} purchased${receipt.bonus ? ` + ${formatCount(receipt.bonus)} bonus` : ""}).`,
    `Order: ${receipt.orderId}\nPayment: ${receipt.paymentId}\nDate: ${mailDateTime(receipt.paidAt, receipt.currency)}`,
  ];
  return {
    to,
    kind: "payment_receipt",
    subject: `Your ${SITE.name} receipt: ${receipt.amount}`,
    text: `${lines.join("\n\n")}\n\nView your receipt: ${receipt.receiptUrl}\n`,
    html: html("Payment receipt", lines, { label: "View receipt", url: receipt.receiptUrl }),
  };
}

export interface BookingMailDetails {
  reference: string;
  serviceTitle: string;
  coins: number;
  organizationName: string;
  customerName: string;
  url: string;
}

/** What an organization's notice of one booking (made or cancelled) names. */
export type OrgNoticeDetails = Pick<
  BookingMailDetails,
  "reference" | "serviceTitle" | "coins" | "customerName"
>;

/**
 * The booking's user-chosen names, made safe for mail (see mailSafeName): every mail about a
 * booking (its confirmation and notices, buyer protection's, a dispute's) names them this way.
 */
export function mailSafeBooking<T extends OrgNoticeDetails & { organizationName?: string }>(
  booking: T,
): T {
  return {
    ...booking,
    serviceTitle: mailSafeName(booking.serviceTitle, "a service"),
    customerName: mailSafeName(booking.customerName, "A customer"),
    ...(booking.organizationName === undefined
      ? {}
      : { organizationName: mailSafeName(booking.organizationName, "the organization") }),
  };
}

/** The customer's own bookings page, where every "Your bookings" link in a mail leads. */
function bookingsUrl(): string {
  return `${appOrigin()}/bookings`;
}

/** A new booking's confirmation: its link is the customer's bookings on the public origin. */
export type BookingConfirmedDetails = Omit<BookingMailDetails, "url">;

export function bookingConfirmedEmail(
  userEmail: string,
  details: BookingConfirmedDetails,
): MailMessage {
  const booking = { ...mailSafeBooking(details), url: bookingsUrl() };
  const lines = [
    `Hi ${booking.customerName},`,
    `You booked ${booking.serviceTitle} from ${booking.organizationName} for ${formatCount(booking.coins)} coins. Your booking reference is ${booking.reference}.`,
    "Your coins stay in escrow until you accept the delivery. If it is not delivered by its due date, every coin comes back to you; you can also cancel within 24 hours of booking.",
  ];
  return {
    to: userEmail,
    kind: "booking_confirmed",
    subject: `Booking confirmed: ${booking.serviceTitle} (${booking.reference})`,
    text: `${lines.join("\n\n")}\n\nYour bookings: ${booking.url}\n`,
    html: html("Booking confirmed", lines, { label: "View your bookings", url: booking.url }),
  };
}

/** To the organization: a new booking of one of its services. */
export function bookingReceivedOrgEmail(orgEmail: string, details: OrgNoticeDetails): MailMessage {
  const booking = mailSafeBooking(details);
  const lines = [
    `${booking.customerName} booked ${booking.serviceTitle} for ${formatCount(booking.coins)} coins (reference ${booking.reference}).`,
    "The coins stay in escrow until the customer accepts your delivery. Deliver before the booking's due date: an undelivered booking goes back to the customer in full.",
  ];
  return {
    to: orgEmail,
    kind: "booking_received",
    subject: `New booking: ${booking.serviceTitle} (${booking.reference})`,
    text: `${lines.join("\n\n")}\n`,
  };
}

function cancelledEmail(mail: {
  to: string;
  kind: MailMessage["kind"];
  booking: OrgNoticeDetails;
  lines: string[];
}): MailMessage {
  const { to, kind, booking, lines } = mail;
  return {
    to,
    kind,
    subject: `Booking cancelled: ${booking.serviceTitle} (${booking.reference})`,
    text: `${lines.join("\n\n")}\n`,
  };
}

/** To the customer: their booking was cancelled and every coin refunded, said to them. */
export function bookingCancelledEmail(userEmail: string, details: OrgNoticeDetails): MailMessage {
  const booking = mailSafeBooking(details);
  return cancelledEmail({
    to: userEmail,
    kind: "booking_cancelled",
    booking,
    lines: [
      `Hi ${booking.customerName},`,
      `Your booking ${booking.reference} of ${booking.serviceTitle} was cancelled.`,
      `${formatCount(booking.coins)} coins went back to your wallet.`,
    ],
  });
}

/** To the organization: the same news about a booking of one of its services. */
export function bookingCancelledOrgEmail(orgEmail: string, details: OrgNoticeDetails): MailMessage {
  const booking = mailSafeBooking(details);
  return cancelledEmail({
    to: orgEmail,
    kind: "booking_cancelled_org",
    booking,
    lines: [
      `The booking ${booking.reference} of ${booking.serviceTitle} was cancelled.`,
      `${formatCount(booking.coins)} coins went back to ${booking.customerName}'s wallet.`,
    ],
  });
}

/** To the customer when a delivery completes (accepted, its window ended, or a dispute): rate it. */
export function bookingCompletedEmail(userEmail: string, details: BookingMailDetails): MailMessage {
  const booking = mailSafeBooking(details);
  const lines = [
    `Hi ${booking.customerName},`,
    `Your booking ${booking.reference} of ${booking.serviceTitle} from ${booking.organizationName} is complete, and the coins held in escrow for it have gone to them.`,
    "How was it? Your rating helps others choose.",
  ];
  return {
    to: userEmail,
    kind: "booking_completed",
    subject: `Delivered: ${booking.serviceTitle} (${booking.reference})`,
    text: `${lines.join("\n\n")}\n\nRate this service: ${booking.url}\n`,
    html: html("Your booking is complete", lines, { label: "Rate this service", url: booking.url }),
  };
}

/** A completed booking's receipt: its price and the commission fixed when it was booked. */
export interface OrgReceiptDetails extends BookingMailDetails {
  commissionBps: number;
  commissionCoins: number;
  /** Coins a dispute gave back to the customer (coins is the organization's part). */
  refundedCoins: number;
  /** When the coins clear and can be converted; null: they are in the earnings already. */
  clearsAt: Date | null;
}

/**
 * To the organization when a booking completes (delivered, or its time ran out): its receipt, the
 * price, the platform's commission and the coins now in its earnings.
 */
export function bookingPaidOrgEmail(orgEmail: string, details: OrgReceiptDetails): MailMessage {
  const booking = mailSafeBooking(details);
  const net = details.coins - details.commissionCoins;
  const lines = [
    `The booking ${booking.reference} of ${booking.serviceTitle} by ${booking.customerName} is complete.`,
    [
      ...(details.refundedCoins > 0
        ? [`Refunded to the customer: ${formatCount(details.refundedCoins)} coins`]
        : []),
      `${details.refundedCoins > 0 ? "Your part" : "Price"}: ${formatCount(details.coins)} coins`,
      `Commission (${formatPercent(details.commissionBps)}%): ${formatCount(details.commissionCoins)} coins`,
      `You receive: ${formatCount(net)} coins`,
    ].join("\n"),
    details.clearsAt
      ? `The ${formatCount(net)} coins clear on ${mailDateTime(details.clearsAt)}; then you can convert them.`
      : `The ${formatCount(net)} coins are in your earnings, ready to convert.`,
  ];
  return {
    to: orgEmail,
    kind: "booking_paid_org",
    subject: `Booking complete: ${formatCount(net)} coins for ${booking.serviceTitle} (${booking.reference})`,
    text: `${lines.join("\n\n")}\n\nYour earnings: ${booking.url}\n`,
    html: html("Booking complete", lines, { label: "View your earnings", url: booking.url }),
  };
}
