// An organization's notices of its bookings (made, cancelled), grouped per service in bursts: the
// notice that opens a service's window is mailed at once, like any other mail; those that come
// while it is open are held as BookingNotice rows and go out together in one digest when it
// closes (booking-digests.ts). Booking and cancelling forty times thus sends the organization two
// mails, not eighty, and each of the forty is named in them.
//
// The window is one row per service, read without a lock: a notice inside an open window only
// inserts its own row, so bookings of a popular service never wait for each other here. Only a
// notice that finds the window closed tries to open it, by a conditional upsert that one
// transaction wins; any other notice racing it is held for the digest instead. The notice row or
// the mail is written in the booking's (or cancellation's) own transaction, so a notice is never
// lost and never sent twice: it exists exactly when what it tells of was committed. A booking's
// notice carries the organization's notification in the product too, written by the same
// statement (notificationsCte, lib/server/notifications/notify.ts): no round trip more.
import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/server/ledger/types";
import type { QueuedMail } from "@/lib/server/mail/outbox";
import { prepareMails } from "@/lib/server/notifications/mail-preferences";
import type { NotificationInput } from "@/lib/server/notifications/notify";
import { notificationsCte } from "@/lib/server/notifications/notify";
import {
  bookingCancelledOrgEmail,
  bookingReceivedOrgEmail,
  type OrgNoticeDetails,
} from "@/lib/server/mail/templates";

/** How long after a mailed notice further ones of the same service wait for the digest. */
export const ORG_NOTICE_WINDOW_MS = 10 * 60 * 1000;

export type OrgNoticeEvent = "booked" | "cancelled";

export interface OrgNotice extends OrgNoticeDetails {
  serviceId: string;
  /** The organization's address. */
  to: string;
  event: OrgNoticeEvent;
  /** Its notification in the product, written by the same statement (a booking made). */
  notification?: NotificationInput;
}

/** What the notice's statement did: mailed it now (to dispatch after commit) or held it. */
export interface OrgNoticeOutcome {
  mail: QueuedMail | null;
  /** When its digest is due, if held. */
  heldUntil: Date | null;
}

/** The notice's mail on its own: when it opens a window, or is alone in its digest. */
export function singleNoticeMail(notice: OrgNotice) {
  return notice.event === "booked"
    ? bookingReceivedOrgEmail(notice.to, notice)
    : bookingCancelledOrgEmail(notice.to, notice);
}

/**
 * The CTEs (for a WITH clause) that open the service's window and write the notice's mail, or
 * hold the notice for the window's digest. They answer through `orgNoticeColumns`.
 *
 * "openWindow" reads the window as the statement's snapshot sees it: open, and the notice is
 * held until it closes. Otherwise "claimedWindow" tries to open it: an upsert that only replaces
 * a closed window, checked on the newest row (ON CONFLICT waits for a racing opener and looks
 * again), so one notice of a burst opens it and the others are held.
 */
export function orgNoticeCtes(notice: OrgNotice, mail: QueuedMail, now: Date): Prisma.Sql {
  const endsAt = new Date(now.getTime() + ORG_NOTICE_WINDOW_MS);
  return Prisma.sql`"openWindow" AS (
      SELECT "endsAt" FROM "BookingMailWindow"
      WHERE "serviceId" = ${notice.serviceId} AND "endsAt" > ${now}
    ), "claimedWindow" AS (
      INSERT INTO "BookingMailWindow" ("serviceId", "endsAt")
      SELECT ${notice.serviceId}, ${endsAt} WHERE NOT EXISTS (SELECT 1 FROM "openWindow")
      ON CONFLICT ("serviceId") DO UPDATE SET "endsAt" = EXCLUDED."endsAt"
        WHERE "BookingMailWindow"."endsAt" <= ${now}
      RETURNING "endsAt"
    ), "orgMail" AS (
      INSERT INTO "MailOutbox" ("id", "to", "subject", "text", "html", "kind", "status",
        "unsubscribeUrl", "availableAt", "createdAt")
      SELECT ${mail.id}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null},
        ${mail.kind}, ${mail.status ?? "pending"}::"MailStatus", ${mail.unsubscribeUrl ?? null},
        ${now}, ${now}
      WHERE EXISTS (SELECT 1 FROM "claimedWindow")
      RETURNING "id"
    ), "heldNotice" AS (
      INSERT INTO "BookingNotice" ("id", "serviceId", "to", "event", "reference", "serviceTitle",
        "customerName", "coins", "createdAt", "dueAt")
      SELECT ${randomUUID()}, ${notice.serviceId}, ${notice.to}, ${notice.event},
        ${notice.reference}, ${notice.serviceTitle}, ${notice.customerName}, ${notice.coins},
        ${now}, coalesce((SELECT "endsAt" FROM "openWindow"), ${endsAt})
      WHERE NOT EXISTS (SELECT 1 FROM "claimedWindow")
      RETURNING "dueAt"
    )${notice.notification ? Prisma.sql`, ${notificationsCte([notice.notification], now)}` : Prisma.empty}`;
}

/** The columns a statement with orgNoticeCtes selects: read them with noticeOutcome. */
export const orgNoticeColumns = Prisma.sql`(SELECT "id" FROM "orgMail") AS "orgMailId",
  (SELECT "dueAt" FROM "heldNotice") AS "noticeHeldUntil"`;

export interface OrgNoticeColumns {
  orgMailId: string | null;
  noticeHeldUntil: Date | null;
}

export function noticeOutcome(mail: QueuedMail, row: OrgNoticeColumns): OrgNoticeOutcome {
  return { mail: row.orgMailId ? mail : null, heldUntil: row.noticeHeldUntil };
}

/**
 * The notice's mail as the outbox will hold it if it opens the window, as the organization's mail
 * preferences have it (suppressed, or unsubscribable).
 */
async function preparedNoticeMail(tx: Tx, notice: OrgNotice): Promise<QueuedMail> {
  const [prepared] = await prepareMails(tx, [singleNoticeMail(notice)]);
  return { id: randomUUID(), ...(prepared ?? singleNoticeMail(notice)) };
}

/** Mails or holds one notice in the caller's transaction (a cancellation's). */
export async function queueOrgNotice(
  tx: Tx,
  notice: OrgNotice,
  now = new Date(),
): Promise<OrgNoticeOutcome> {
  const mail = await preparedNoticeMail(tx, notice);
  const [row] = await tx.$queryRaw<OrgNoticeColumns[]>`
    WITH ${orgNoticeCtes(notice, mail, now)}
    SELECT ${orgNoticeColumns}`;
  return noticeOutcome(mail, row ?? { orgMailId: null, noticeHeldUntil: null });
}
