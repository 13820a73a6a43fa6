// The one way a booking is written, for a user's request and for the demo seed's history alike:
// the booking row (with the platform's commission as it is at this moment, fixed for the
// booking's life: lib/economics/commission.ts does the same sum), its tally for the service's
// count and its notices (the organization's mailed at once or held for its service's digest:
// org-notices.ts) in one statement, then its price from the user's wallet into its escrow
// through the ledger (escrowBooking). Two round trips inside the caller's transaction, and no
// row that another booking of the same service must wait for (the count is folded later:
// booking-count.ts).
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import { randomUUID } from "node:crypto";
import { type Booking, Prisma } from "@/generated/prisma/client";
import type { BookingAnswer } from "@/lib/bookings/booking-types";
import { bookingDueAt } from "@/lib/bookings/expiry";
import { newBookingReference } from "@/lib/bookings/reference";
import { escrowBooking } from "@/lib/server/ledger/flows";
import type { Tx } from "@/lib/server/ledger/types";
import type { MailMessage, QueuedMail } from "@/lib/server/mail/outbox";
import { prepareMails } from "@/lib/server/notifications/mail-preferences";
import type { BookingRow } from "./booking-view";
import {
  noticeOutcome,
  orgNoticeColumns,
  orgNoticeCtes,
  singleNoticeMail,
  type OrgNotice,
  type OrgNoticeColumns,
} from "./org-notices";

/** What a booking keeps of the service it books (its snapshot). */
export interface BookedService {
  id: string;
  title: string;
  price: number;
  organizationId: string;
  duration: string | null;
}

export interface NewBooking {
  userId: string;
  service: BookedService;
  /** The request's Idempotency-Key, scoped to the user. */
  idempotencyKey?: string | null;
  /** The request's body, kept in the booking's metadata for keyed replays. */
  request?: { expectedPrice: number | null };
  /** The customer's answers to the service's questions, checked (booking-answers.ts). */
  answers?: BookingAnswer[];
  /** When it was booked, for importing history (the demo seed); defaults to now. */
  at?: Date;
  /** The booking's notices, given its reference: written to the outbox by the same statement. */
  mails?: (reference: string) => MailMessage[];
  /** The organization's notice, given the reference: mailed or held by the same statement. */
  orgNotice?: (reference: string) => OrgNotice;
}

/**
 * The booking as the API shows it, and its notices as queued in the outbox (sent after commit);
 * when the organization's notice was held for its service's digest, when that is due.
 */
export type PlacedBooking = BookingRow & { mails: QueuedMail[]; noticeHeldUntil: Date | null };

type PlacedRow = Booking & { organizationName: string; customerName: string } & OrgNoticeColumns;

/**
 * Makes a booking inside the caller's transaction: the booking row (the service's title and price
 * as they are now, its due date from the service's duration or the platform's default), a tally that adds it to the service's
 * booking count, its notices, and its price from the user's wallet into its escrow. The unique
 * activeSlot and idempotencyKey refuse a second active booking and a reused key (P2002).
 */
export async function placeBooking(tx: Tx, input: NewBooking): Promise<PlacedBooking> {
  const { service } = input;
  const bookedAt = input.at ?? new Date();
  const id = randomUUID();
  const reference = newBookingReference();
  const metadata = {
    bookingType: "service_purchase",
    paymentMethod: "coins",
    ...(input.request ? { request: input.request } : {}),
  };
  const notice = input.orgNotice?.(reference);
  // Both sides' mail preferences in one read: the organization's notice goes last.
  const mails: QueuedMail[] = (
    await prepareMails(tx, [
      ...(input.mails?.(reference) ?? []),
      ...(notice ? [singleNoticeMail(notice)] : []),
    ])
  ).map((mail) => ({ id: randomUUID(), ...mail }));
  const noticeMailToQueue = notice ? (mails.pop() ?? null) : null;
  const queuedAt = new Date();
  const column = <K extends keyof QueuedMail>(key: K) =>
    mails.map((mail) => (mail[key] ?? null) as QueuedMail[K] | null);
  const [row] = await tx.$queryRaw<PlacedRow[]>`
    WITH "rules" AS (
      SELECT "commissionBps", "defaultDueDays" FROM "PlatformSettings" WHERE "id" = 1
    ), "booking" AS (
      INSERT INTO "Booking" ("id", "reference", "userId", "serviceId", "organizationId",
        "serviceTitle", "totalAmount", "commissionBps", "commissionCoins", "activeSlot",
        "idempotencyKey", "metadata", "answers", "createdAt", "dueAt")
      SELECT ${id}, ${reference}, ${input.userId}, ${service.id}, ${service.organizationId},
        ${service.title}, ${service.price}, r."commissionBps",
        (${service.price}::bigint - (${service.price}::bigint * (10000 - r."commissionBps")) / 10000)::int,
        ${`${input.userId}:${service.id}`}, ${input.idempotencyKey ?? null},
        ${JSON.stringify(metadata)}::jsonb, ${JSON.stringify(input.answers ?? [])}::jsonb,
        ${bookedAt},
        COALESCE(${bookingDueAt(bookedAt, service.duration)}::timestamp,
          ${bookedAt}::timestamp + make_interval(days => r."defaultDueDays"))
      FROM "rules" r
      RETURNING *
    ), "tally" AS (
      INSERT INTO "ServiceBookingTally" ("bookingId", "serviceId", "createdAt")
      SELECT "id", "serviceId", "createdAt" FROM "booking"
    ), "mail" AS (
      INSERT INTO "MailOutbox" ("id", "to", "subject", "text", "html", "kind", "status",
        "unsubscribeUrl", "availableAt", "createdAt")
      SELECT m."id", m."to", m."subject", m."text", m."html", m."kind", m."status"::"MailStatus",
        m."unsubscribeUrl", ${queuedAt}, ${queuedAt}
      FROM unnest(${column("id")}::text[], ${column("to")}::text[], ${column("subject")}::text[],
        ${column("text")}::text[], ${column("html")}::text[], ${column("kind")}::text[],
        ${column("status")}::text[], ${column("unsubscribeUrl")}::text[])
        AS m("id", "to", "subject", "text", "html", "kind", "status", "unsubscribeUrl")
      WHERE EXISTS (SELECT 1 FROM "booking")
    )${notice && noticeMailToQueue ? Prisma.sql`, ${orgNoticeCtes(notice, noticeMailToQueue, queuedAt)}` : Prisma.empty}
    SELECT b.*, o."name" AS "organizationName", u."name" AS "customerName",
      ${notice ? orgNoticeColumns : Prisma.sql`NULL::text AS "orgMailId", NULL::timestamp AS "noticeHeldUntil"`}
    FROM "booking" b
    JOIN "OrganizationProfile" o ON o."id" = b."organizationId"
    JOIN "User" u ON u."id" = b."userId"`;
  if (!row) throw new Error(`bookings: booking ${id} was not written`);
  const { organizationName, customerName, orgMailId, noticeHeldUntil, ...booking } = row;
  await escrowBooking(tx, { booking, at: input.at, actor: requestActor() });
  const orgMail =
    noticeMailToQueue && noticeOutcome(noticeMailToQueue, { orgMailId, noticeHeldUntil });
  return {
    ...booking,
    organization: { id: booking.organizationId, name: organizationName },
    user: { name: customerName },
    // Just made: nobody has rated it yet.
    review: null,
    mails: orgMail?.mail ? [...mails, orgMail.mail] : mails,
    noticeHeldUntil: orgMail?.heldUntil ?? null,
  };
}
