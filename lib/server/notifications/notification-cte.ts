// notify() for a statement that writes its change in one round trip (a booking: place-booking.ts):
// a CTE that writes the notification unless its reader turned the topic off in the product, and
// signals their live streams on commit, inside that same statement. Data-modifying CTEs run to
// completion whether or not the statement reads them, RETURNING included.
import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { LIVE_CHANNEL, type LivePayload } from "@/lib/server/live/signal";
import type { NotificationInput } from "./notify";

/** The `"notification" AS (...)` CTE for a WITH clause. */
export function notificationCte(note: NotificationInput, now: Date): Prisma.Sql {
  const payload: LivePayload = { u: [note.userId] };
  return Prisma.sql`"notification" AS (
      INSERT INTO "Notification" ("id", "userId", "topic", "event", "text", "href", "createdAt")
      SELECT ${randomUUID()}, ${note.userId}, ${note.topic}::"NotificationTopic", ${note.event},
        ${note.text}, ${note.href}, ${now}
      WHERE NOT EXISTS (
        SELECT 1 FROM "NotificationPreference" p
        WHERE p."userId" = ${note.userId} AND p."topic" = ${note.topic}::"NotificationTopic"
          AND NOT p."inApp"
      )
      RETURNING pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})
    )`;
}
