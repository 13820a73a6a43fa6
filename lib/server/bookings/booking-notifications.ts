// A booking's steps told in the product, in the step's own transaction, beside its mails
// (booking-mail.ts calls this): the side that did not act is told, both when nobody did (the
// due date, an admin). A booking made is told by its own statement (org-notices.ts); a booking a
// dispute settled is told by the dispute's decision (dispute-notifications.ts), not twice.
import "server-only";
import {
  bookingTexts,
  customerBookingsHref,
  ORG_BOOKINGS_HREF,
  type BookingFacts,
} from "@/lib/notifications/event-texts";
import type { Tx } from "@/lib/server/ledger/types";
import { notify, type NotificationInput } from "@/lib/server/notifications/notify";
import type { BookingMailEvent } from "./booking-mail";

/** What a booking's notifications read of it: its names and its two parties. */
export const BOOKING_PARTIES_SELECT = {
  reference: true,
  serviceTitle: true,
  userId: true,
  user: { select: { name: true } },
  organization: { select: { name: true, userId: true } },
} as const;

export interface BookingParties {
  facts: BookingFacts;
  customerId: string;
  organizationUserId: string;
}

export function partiesOf(row: {
  reference: string;
  serviceTitle: string;
  userId: string;
  user: { name: string };
  organization: { name: string; userId: string };
}): BookingParties {
  return {
    facts: {
      reference: row.reference,
      serviceTitle: row.serviceTitle,
      customerName: row.user.name,
      organizationName: row.organization.name,
    },
    customerId: row.userId,
    organizationUserId: row.organization.userId,
  };
}

type Notice = Omit<NotificationInput, "userId" | "topic">;

/** The notices of one step: to the customer, to the organization (either may be absent). */
interface StepNotices {
  customer?: Notice;
  organization?: Notice;
}

function noticesOf(
  event: BookingMailEvent,
  booking: {
    facts: BookingFacts;
    cancelledBy: string | null;
    refundReason: string | null;
    completion: string | null;
  },
): StepNotices {
  const b = booking.facts;
  const toCustomer = (text: string, status: Parameters<typeof customerBookingsHref>[0]) => ({
    text,
    href: customerBookingsHref(status),
  });
  const toOrganization = (text: string) => ({ text, href: ORG_BOOKINGS_HREF });
  switch (event) {
    case "delivered":
      return {
        customer: {
          event: "booking_delivered",
          ...toCustomer(bookingTexts.delivered(b), "delivered"),
        },
      };
    case "acceptance_reminder":
      return {
        customer: {
          event: "booking_acceptance_reminder",
          ...toCustomer(bookingTexts.acceptanceReminder(b), "delivered"),
        },
      };
    case "cancel_requested":
      return {
        organization: {
          event: "booking_cancel_requested",
          ...toOrganization(bookingTexts.cancelRequested(b)),
        },
      };
    case "cancel_declined":
      return {
        customer: {
          event: "booking_cancel_declined",
          ...toCustomer(bookingTexts.cancelDeclined(b), "active"),
        },
      };
    case "completed": {
      // A dispute's end is told by its decision.
      if (booking.completion === "dispute") return {};
      const text =
        booking.completion === "accepted"
          ? bookingTexts.accepted(b)
          : bookingTexts.completedByWindow(b);
      return { organization: { event: "booking_completed", ...toOrganization(text) } };
    }
    case "cancelled":
    case "not_delivered":
      return cancelledNotices(booking, { toCustomer, toOrganization });
  }
}

function cancelledNotices(
  booking: { facts: BookingFacts; cancelledBy: string | null; refundReason: string | null },
  to: {
    toCustomer: (text: string, status: "cancelled") => { text: string; href: string };
    toOrganization: (text: string) => { text: string; href: string };
  },
): StepNotices {
  const b = booking.facts;
  const event = "booking_cancelled";
  const customer = (text: string) => ({ event, ...to.toCustomer(text, "cancelled") });
  const organization = (text: string) => ({ event, ...to.toOrganization(text) });
  if (booking.refundReason === "dispute") return {};
  if (booking.refundReason === "not_delivered") {
    return {
      customer: customer(bookingTexts.notDeliveredCustomer(b)),
      organization: organization(bookingTexts.notDeliveredOrganization(b)),
    };
  }
  if (booking.cancelledBy === "user") {
    return { organization: organization(bookingTexts.cancelledByCustomer(b)) };
  }
  if (booking.cancelledBy === "org") {
    return {
      customer: customer(
        booking.refundReason === "cancel_request"
          ? bookingTexts.cancelRequestAccepted(b)
          : bookingTexts.cancelledByOrganization(b),
      ),
    };
  }
  return {
    customer: customer(bookingTexts.cancelledByAdminCustomer(b)),
    organization: organization(bookingTexts.cancelledByAdminOrganization(b)),
  };
}

/** Tells the booking's parties of `event`, in the step's transaction `tx`. */
export async function notifyBookingStep(
  tx: Tx,
  params: { bookingId: string; event: BookingMailEvent },
): Promise<void> {
  const row = await tx.booking.findUniqueOrThrow({
    where: { id: params.bookingId },
    select: { ...BOOKING_PARTIES_SELECT, cancelledBy: true, refundReason: true, completion: true },
  });
  const parties = partiesOf(row);
  const notices = noticesOf(params.event, { ...row, facts: parties.facts });
  const topic = "bookings" as const;
  await notify(tx, [
    ...(notices.customer ? [{ ...notices.customer, userId: parties.customerId, topic }] : []),
    ...(notices.organization
      ? [{ ...notices.organization, userId: parties.organizationUserId, topic }]
      : []),
  ]);
}
