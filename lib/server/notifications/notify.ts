// Telling people what happened in the product: a Notification row per recipient, written in the
// transaction of the change it tells of (so it exists exactly when the change was committed),
// unless the recipient turned the topic off in the product, and a signal to the recipients' open
// pages, sent by the database on commit. One statement for any number of recipients. Mail is
// decided apart, per mail, by the outbox (lib/server/notifications/mail-preferences.ts) from the
// same preferences.
import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import type { NotificationTopic } from "@/lib/notifications/topics";
import type { Tx } from "@/lib/server/ledger/types";
import { LIVE_CHANNEL, type LivePayload } from "@/lib/server/live/signal";

export interface NotificationInput {
  userId: string;
  topic: NotificationTopic;
  /** What happened, e.g. "booking_made". */
  event: string;
  /** The sentence shown, in the product's words. */
  text: string;
  /** The site path of what it is about. */
  href: string;
}

/**
 * The `"notified" AS (...)` CTE, for a WITH clause: inserts the notifications their recipients
 * want in the product, each signalling its recipient's streams (pg_notify in RETURNING, delivered
 * on commit; PostgreSQL folds a transaction's identical signals into one). Data-modifying, so it
 * runs whole whether or not the statement reads it (as in a booking's own statement:
 * lib/server/bookings/org-notices.ts).
 */
export function notificationsCte(notes: readonly NotificationInput[], now: Date): Prisma.Sql {
  const column = <K extends keyof NotificationInput>(key: K) => notes.map((note) => note[key]);
  return Prisma.sql`"notified" AS (
      INSERT INTO "Notification" ("id", "userId", "topic", "event", "text", "href", "createdAt")
      SELECT n."id", n."userId", n."topic"::"NotificationTopic", n."event", n."text", n."href",
        ${now}
      FROM unnest(${notes.map(() => randomUUID())}::text[], ${column("userId")}::text[],
        ${column("topic")}::text[], ${column("event")}::text[], ${column("text")}::text[],
        ${column("href")}::text[]) AS n("id", "userId", "topic", "event", "text", "href")
      WHERE NOT EXISTS (
        SELECT 1 FROM "NotificationPreference" p
        WHERE p."userId" = n."userId" AND p."topic" = n."topic"::"NotificationTopic"
          AND NOT p."inApp"
      )
      RETURNING pg_notify(${LIVE_CHANNEL}, json_build_object('u', json_build_array("userId"))::text)
    )`;
}

/** The statement notify() runs, for raw-SQL mirrors of the flows that notify (scripts/bench). */
export function notifyStatement(notes: readonly NotificationInput[], now: Date): Prisma.Sql {
  return Prisma.sql`WITH ${notificationsCte(notes, now)} SELECT 1 AS "done"`;
}

/** Writes the notifications their recipients want in the product, and signals their streams. */
export async function notify(tx: Tx, notifications: readonly NotificationInput[]): Promise<void> {
  if (notifications.length === 0) return;
  await tx.$queryRaw(notifyStatement(notifications, new Date()));
}

/**
 * The statement notifyAdmins() runs: a notification for every active admin who wants the topic in
 * the product, and one signal to every admin's streams (their queue counts changed, even for an
 * admin who muted the topic). For raw-SQL mirrors too (scripts/bench).
 */
export function notifyAdminsStatement(
  notice: Omit<NotificationInput, "userId" | "topic">,
  now: Date,
): Prisma.Sql {
  const signal: LivePayload = { a: 1 };
  return Prisma.sql`WITH "notified" AS (
      INSERT INTO "Notification" ("id", "userId", "topic", "event", "text", "href", "createdAt")
      SELECT gen_random_uuid()::text, u."id", 'admin_queues', ${notice.event}, ${notice.text},
        ${notice.href}, ${now}
      FROM "User" u
      WHERE u."role" = 'admin' AND u."isActive"
        AND NOT EXISTS (
          SELECT 1 FROM "NotificationPreference" p
          WHERE p."userId" = u."id" AND p."topic" = 'admin_queues' AND NOT p."inApp"
        )
    )
    SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)}) IS NULL AS "signalled"`;
}

/** Tells every active admin of a new item in their queues (admin_queues). */
export async function notifyAdmins(
  tx: Tx,
  notice: Omit<NotificationInput, "userId" | "topic">,
): Promise<void> {
  await tx.$queryRaw(notifyAdminsStatement(notice, new Date()));
}
