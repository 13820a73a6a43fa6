// A booking as its mails name it, read in the transaction of the step that mails: the names and
// the price every mail about it says, and each side's address and own page of it (on the public
// origin, appOrigin()).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { appOrigin } from "@/lib/server/http/app-url";
import type { Tx } from "@/lib/server/ledger/types";
import type { BookingMailDetails } from "@/lib/server/mail/templates";

/** What a booking's mails name: a step whose mails need more selects this and its own fields. */
export const BOOKING_MAIL_SELECT = {
  reference: true,
  serviceTitle: true,
  totalAmount: true,
  user: { select: { name: true, email: true } },
  organization: { select: { name: true, user: { select: { email: true } } } },
} as const satisfies Prisma.BookingSelect;

type MailRow = Prisma.BookingGetPayload<{ select: typeof BOOKING_MAIL_SELECT }>;

/** One side of the booking: where its mail goes, and the details with its own page's link. */
interface MailSide {
  email: string;
  details: BookingMailDetails;
}

export interface BookingMail {
  /** The details, linking the customer's dashboard. */
  details: BookingMailDetails;
  /** The customer, linking their bookings. */
  customer: MailSide;
  /** The organization, linking its dashboard. */
  organization: MailSide;
}

/** The mail details of a booking read with BOOKING_MAIL_SELECT. */
export function bookingMailOf(booking: MailRow): BookingMail {
  const origin = appOrigin();
  const details = {
    reference: booking.reference,
    serviceTitle: booking.serviceTitle,
    coins: booking.totalAmount,
    organizationName: booking.organization.name,
    customerName: booking.user.name,
    url: `${origin}/dashboard/user`,
  };
  return {
    details,
    customer: { email: booking.user.email, details: { ...details, url: `${origin}/bookings` } },
    organization: {
      email: booking.organization.user.email,
      details: { ...details, url: `${origin}/dashboard/org` },
    },
  };
}

/** The booking's mail details, read in `tx`. */
export async function readBookingMail(tx: Tx, bookingId: string): Promise<BookingMail> {
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: BOOKING_MAIL_SELECT,
  });
  return bookingMailOf(booking);
}
