// The notification centre of the seeded history: what the flows would have told each account of
// the seed's recent events (a booking made or completed, a review, a top-up, a conversion's
// steps), and the admins of each item waiting in their queues, in the flows' own sentences and
// links (lib/notifications/event-texts.ts), dated when the event happened. The seed writes its
// history's rows directly, so nothing told them as they were written.
import type { Prisma } from "../../generated/prisma/client";
import type { NotificationTopic } from "../../lib/notifications/topics";
import type { Tx } from "../../lib/server/ledger/types";
import {
  ADMIN_PENDING_CONVERSIONS_HREF,
  adminDisputeHref,
  adminServicesHref,
  bookingTexts,
  conversionTexts,
  disputeTexts,
  ORG_BOOKINGS_HREF,
  ORG_CONVERSIONS_HREF,
  orgReviewHref,
  paymentTexts,
  receiptHref,
  reviewTexts,
  serviceTexts,
} from "../../lib/notifications/event-texts";

/** Older events are not told: a demo's centre shows a month, not its whole history. */
const WINDOW_DAYS = 30;
/** At most this many per account, the newest. */
const PER_ACCOUNT = 15;
/** The newest this many stay unread, so the bell shows a count; the rest were read. */
const UNREAD = 3;
/** An account read a notification this long after it came. */
const READ_AFTER_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Told {
  userId: string;
  topic: NotificationTopic;
  event: string;
  text: string;
  href: string;
  createdAt: Date;
}

type AdminNotice = Omit<Told, "userId" | "topic">;

const BOOKING_NAMES = {
  reference: true,
  serviceTitle: true,
  user: { select: { name: true } },
  organization: { select: { name: true, userId: true } },
} as const;

function factsOf(booking: {
  reference: string;
  serviceTitle: string;
  user: { name: string };
  organization: { name: string };
}) {
  return {
    reference: booking.reference,
    serviceTitle: booking.serviceTitle,
    customerName: booking.user.name,
    organizationName: booking.organization.name,
  };
}

/** Writes the seeded history's notifications, to the accounts it concerns and to `adminIds`. */
export async function writeDemoNotifications(
  tx: Tx,
  params: { adminIds: string[]; now: Date },
): Promise<void> {
  const since = new Date(params.now.getTime() - WINDOW_DAYS * DAY_MS);
  const told = [
    ...(await bookingsTold(tx, since)),
    ...(await reviewsTold(tx, since)),
    ...(await topUpsTold(tx, since)),
    ...(await conversionsTold(tx, since)),
    ...(await queuesWaiting(tx)).flatMap((notice) =>
      params.adminIds.map((userId) => ({ ...notice, userId, topic: "admin_queues" as const })),
    ),
  ];
  await tx.notification.createMany({ data: boundedPerAccount(told, params.now) });
}

/** Each account's newest PER_ACCOUNT, the newest UNREAD of them unread. */
function boundedPerAccount(told: Told[], now: Date): Prisma.NotificationCreateManyInput[] {
  const byAccount = new Map<string, Told[]>();
  for (const note of told)
    byAccount.set(note.userId, [...(byAccount.get(note.userId) ?? []), note]);
  return [...byAccount.values()].flatMap((notes) =>
    notes
      .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, PER_ACCOUNT)
      .map((note, index) => ({
        ...note,
        readAt:
          index < UNREAD
            ? null
            : new Date(Math.min(note.createdAt.getTime() + READ_AFTER_MS, now.getTime())),
      })),
  );
}

/** A booking made (to the organization), and its completion (the flow's words for how). */
async function bookingsTold(tx: Tx, since: Date): Promise<Told[]> {
  const bookings = await tx.booking.findMany({
    where: { OR: [{ createdAt: { gte: since } }, { completedAt: { gte: since } }] },
    select: { ...BOOKING_NAMES, createdAt: true, completedAt: true, completion: true },
    orderBy: { createdAt: "asc" },
  });
  return bookings.flatMap((booking) => {
    const facts = factsOf(booking);
    const toOrganization = { userId: booking.organization.userId, topic: "bookings" as const };
    const made: Told[] =
      booking.createdAt >= since
        ? [
            {
              ...toOrganization,
              event: "booking_made",
              text: bookingTexts.made(facts),
              href: ORG_BOOKINGS_HREF,
              createdAt: booking.createdAt,
            },
          ]
        : [];
    // A dispute's end is told by its decision, not as a completion.
    if (!booking.completedAt || booking.completedAt < since || booking.completion === "dispute") {
      return made;
    }
    return made.concat({
      ...toOrganization,
      event: "booking_completed",
      text:
        booking.completion === "accepted"
          ? bookingTexts.accepted(facts)
          : bookingTexts.completedByWindow(facts),
      href: ORG_BOOKINGS_HREF,
      createdAt: booking.completedAt,
    });
  });
}

async function reviewsTold(tx: Tx, since: Date): Promise<Told[]> {
  const reviews = await tx.review.findMany({
    where: { createdAt: { gte: since } },
    select: {
      id: true,
      rating: true,
      createdAt: true,
      user: { select: { name: true } },
      service: { select: { title: true, organization: { select: { userId: true } } } },
    },
  });
  return reviews.map((review) => ({
    userId: review.service.organization.userId,
    topic: "reviews",
    event: "review_received",
    text: reviewTexts.received({
      serviceTitle: review.service.title,
      rating: review.rating,
      customerName: review.user.name,
    }),
    href: orgReviewHref(review.id),
    createdAt: review.createdAt,
  }));
}

async function topUpsTold(tx: Tx, since: Date): Promise<Told[]> {
  const orders = await tx.paymentOrder.findMany({
    where: { status: "paid", paidAt: { gte: since } },
    select: {
      id: true,
      userId: true,
      amountMinor: true,
      currency: true,
      coins: true,
      bonusCoins: true,
      paidAt: true,
    },
  });
  return orders.flatMap((order) =>
    order.paidAt
      ? [
          {
            userId: order.userId,
            topic: "payments" as const,
            event: "payment_received",
            text: paymentTexts.received(order, order.coins + order.bonusCoins),
            href: receiptHref(order.id),
            createdAt: order.paidAt,
          },
        ]
      : [],
  );
}

/** A conversion's decision and its payout, to the organization. */
async function conversionsTold(tx: Tx, since: Date): Promise<Told[]> {
  const requests = await tx.conversionRequest.findMany({
    where: { OR: [{ processedAt: { gte: since } }, { paidAt: { gte: since } }] },
    select: {
      amount: true,
      currency: true,
      payoutMinor: true,
      status: true,
      processedAt: true,
      paidAt: true,
      organization: { select: { userId: true } },
    },
  });
  return requests.flatMap((request) => {
    const told: Told[] = [];
    const to = { userId: request.organization.userId, topic: "conversions" as const };
    const href = ORG_CONVERSIONS_HREF;
    if (request.processedAt && request.processedAt >= since) {
      const rejected = request.status === "rejected";
      told.push({
        ...to,
        event: rejected ? "conversion_rejected" : "conversion_approved",
        text: rejected
          ? conversionTexts.rejected(request.amount)
          : conversionTexts.approved(request.amount),
        href,
        createdAt: request.processedAt,
      });
    }
    if (request.status === "paid" && request.paidAt && request.paidAt >= since) {
      told.push({
        ...to,
        event: "conversion_paid",
        text: conversionTexts.paid(request.amount, {
          minor: request.payoutMinor,
          currency: request.currency,
        }),
        href,
        createdAt: request.paidAt,
      });
    }
    return told;
  });
}

/** Each item waiting in the admins' queues, as notifyAdmins told it when it arrived. */
async function queuesWaiting(tx: Tx): Promise<AdminNotice[]> {
  const conversions = await tx.conversionRequest.findMany({
    where: { status: "pending" },
    select: { amount: true, requestedAt: true, organization: { select: { name: true } } },
  });
  const services = await tx.service.findMany({
    where: { status: "pending", deletedAt: null },
    select: { title: true, updatedAt: true, organization: { select: { name: true } } },
  });
  const changes = await tx.serviceChange.findMany({
    where: { status: "pending" },
    select: {
      createdAt: true,
      service: { select: { title: true, organization: { select: { name: true } } } },
    },
  });
  const disputes = await tx.dispute.findMany({
    where: { status: "awaiting_admin" },
    select: { id: true, escalatedAt: true, updatedAt: true, booking: { select: BOOKING_NAMES } },
  });
  return [
    ...conversions.map((request) => ({
      event: "conversion_requested",
      text: conversionTexts.requested(request.organization.name, request.amount),
      href: ADMIN_PENDING_CONVERSIONS_HREF,
      createdAt: request.requestedAt,
    })),
    ...services.map((service) => ({
      event: "service_submitted",
      text: serviceTexts.submitted(service.title, service.organization.name),
      href: adminServicesHref("pending"),
      createdAt: service.updatedAt,
    })),
    ...changes.map((change) => ({
      event: "service_change_submitted",
      text: serviceTexts.changeSubmitted(change.service.title, change.service.organization.name),
      href: adminServicesHref("pending_change"),
      createdAt: change.createdAt,
    })),
    ...disputes.map((dispute) => ({
      event: "dispute_awaiting_admin",
      text: disputeTexts.awaitingAdmin(factsOf(dispute.booking)),
      href: adminDisputeHref(dispute.id),
      createdAt: dispute.escalatedAt ?? dispute.updatedAt,
    })),
  ];
}
