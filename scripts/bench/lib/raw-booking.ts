// The raw-SQL baseline of a booking for bench:booking: createBooking()'s statements on a `pg`
// pool. lib/server/ledger/raw-baselines.int.test.ts runs both and compares the rows they write.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { Prisma } from "@/generated/prisma/client";
import { bookingDueAt } from "@/lib/bookings/expiry";
import { CANCELLATION_LIMIT_WINDOW_MS, CANCELLATIONS_PER_DAY } from "@/lib/bookings/messages";
import { newBookingReference } from "@/lib/bookings/reference";
import { bookingTexts, ORG_BOOKINGS_HREF } from "@/lib/notifications/event-texts";
import type { ServiceToBook } from "@/lib/server/bookings/create-booking";
import {
  orgNoticeColumns,
  orgNoticeCtes,
  singleNoticeMail,
  type OrgNotice,
} from "@/lib/server/bookings/org-notices";
import { bookingConfirmedEmail } from "@/lib/server/mail/templates";
import {
  preparedAs,
  recipientsQuery,
  topicalAddresses,
  type RecipientRow,
} from "@/lib/server/notifications/mail-preferences";
import { inTransaction, query, rawTransfer, UTC } from "./raw-baselines";

/** What the catalogue showed of a service: the client sends its price as expectedPrice. */
export interface RawService {
  id: string;
  price: number;
}

/**
 * Mirrors createBooking() (lib/server/bookings/create-booking.ts and place-booking.ts), whose
 * money moves through the escrowBooking() flow (lib/server/ledger/flows.ts), as raw SQL on one
 * pooled connection. Same statements in the same order: before the transaction, the service with
 * its organization, the idempotency look-up and the caller's recent cancellations in one; inside
 * it the organization's share lock with the service's key-share lock, the booking row with its
 * count tally, the customer's mail, the organization's notice (mailed or held) and its
 * notification in one, the wallet (found or created) and the new escrow account in one, and the
 * ledger transfer (rawTransfer). The mails' ids are made here, as the app makes them, which lists them in its log
 * without reading them back (this does not print them). Returns the booking's id.
 */
export async function rawBooking(
  pool: pg.Pool,
  user: { id: string; name: string; email: string },
  { id: serviceId, price: expectedPrice }: RawService,
  key: string,
  origin: string,
): Promise<string> {
  const scopedKey = `${user.id}:${key}`;
  const since = new Date(Date.now() - CANCELLATION_LIMIT_WINDOW_MS).toISOString();
  const read = await pool.query<ServiceToBook>(
    `SELECT s."id", s."title", s."price", s."status"::text AS "status", s."organizationId",
       s."duration", o."name" AS "organizationName", ou."email" AS "organizationEmail",
       o."userId" AS "organizationUserId",
       (SELECT b."id" FROM "Booking" b WHERE b."idempotencyKey" = $2) AS "earlierId",
       c."recentCancellations", c."firstCancelledAt"
     FROM (SELECT 1) AS "one"
     LEFT JOIN "Service" s ON s."id" = $1 AND s."deletedAt" IS NULL
     LEFT JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
     LEFT JOIN "User" ou ON ou."id" = o."userId"
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS "recentCancellations", min(b."cancelledAt") AS "firstCancelledAt"
       FROM "Booking" b
       WHERE b."userId" = $3 AND b."serviceId" = $1 AND b."status" = 'cancelled'
         AND b."cancelledBy" = 'user' AND b."cancelledAt" > ${UTC("$4")}
     ) c`,
    [serviceId, scopedKey, user.id, since],
  );
  const service = read.rows[0];
  if (service?.earlierId) throw new Error(`raw: key ${key} already used`);
  if (!service?.id) throw new Error("raw: service not found");
  if (service.status !== "active") throw new Error("raw: service not bookable");
  if (service.price !== expectedPrice) throw new Error("raw: price changed");
  if (service.recentCancellations >= CANCELLATIONS_PER_DAY)
    throw new Error("raw: cancelled too often");

  const bookingId = randomUUID();
  // Narrowed here: the transaction's callback would see it as maybe null again.
  const bookedServiceId = service.id;
  await inTransaction(pool, async (client) => {
    const bookable = await client.query<{ isActive: boolean; status: string; deleted: boolean }>(
      `SELECT u."isActive", s."status"::text AS "status", s."deletedAt" IS NOT NULL AS "deleted"
       FROM "Service" s
       JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
       JOIN "User" u ON u."id" = o."userId"
       WHERE s."id" = $1 AND s."organizationId" = $2
       FOR SHARE OF u FOR KEY SHARE OF s`,
      [service.id, service.organizationId],
    );
    const locked = bookable.rows[0];
    if (!locked || locked.deleted || !locked.isActive || locked.status !== "active") {
      throw new Error("raw: service not bookable");
    }
    const bookedAt = new Date();
    const reference = newBookingReference();
    const details = {
      reference,
      serviceTitle: service.title,
      coins: service.price,
      organizationName: service.organizationName,
      customerName: user.name,
      url: `${origin}/dashboard/user`,
    };
    const notice: OrgNotice = {
      ...details,
      serviceId: bookedServiceId,
      to: service.organizationEmail,
      event: "booked",
      notification: {
        userId: service.organizationUserId,
        topic: "bookings",
        event: "booking_made",
        text: bookingTexts.made(details),
        href: ORG_BOOKINGS_HREF,
      },
    };
    // Both sides' mail preferences in one read, as placeBooking's prepareMails.
    const messages = [bookingConfirmedEmail(user.email, details), singleNoticeMail(notice)];
    const recipients = await query<RecipientRow>(
      client,
      recipientsQuery(topicalAddresses(messages)),
    );
    const [mail, orgMail] = preparedAs(messages, recipients.rows).map((prepared) => ({
      id: randomUUID(),
      ...prepared,
    }));
    const queuedAt = new Date();
    // The default due date (30 days) where the duration names none, as a fresh database has it.
    const dueAt =
      bookingDueAt(bookedAt, service.duration) ?? new Date(bookedAt.getTime() + 30 * 86_400_000);
    const utc = (at: Date | null) =>
      at ? Prisma.sql`${at}::timestamptz AT TIME ZONE 'UTC'` : Prisma.sql`NULL`;
    await query(
      client,
      Prisma.sql`WITH "booking" AS (
         INSERT INTO "Booking" ("id", "reference", "userId", "serviceId", "organizationId",
           "serviceTitle", "totalAmount", "activeSlot", "idempotencyKey", "metadata", "createdAt",
           "dueAt")
         VALUES (${bookingId}, ${reference}, ${user.id}, ${service.id}, ${service.organizationId},
           ${service.title}, ${service.price}, ${`${user.id}:${service.id}`}, ${scopedKey},
           ${JSON.stringify({
             bookingType: "service_purchase",
             paymentMethod: "coins",
             request: { expectedPrice },
           })}::jsonb, ${utc(bookedAt)}, ${utc(dueAt)})
         RETURNING *
       ), "tally" AS (
         INSERT INTO "ServiceBookingTally" ("bookingId", "serviceId", "createdAt")
         SELECT "id", "serviceId", "createdAt" FROM "booking"
       ), "mail" AS (
         INSERT INTO "MailOutbox" ("id", "to", "subject", "text", "html", "kind", "status",
           "unsubscribeUrl", "availableAt", "createdAt")
         SELECT ${mail!.id}, ${mail!.to}, ${mail!.subject}, ${mail!.text}, ${mail!.html ?? null},
           ${mail!.kind}, ${mail!.status}::"MailStatus", ${mail!.unsubscribeUrl},
           ${utc(queuedAt)}, ${utc(queuedAt)}
         WHERE EXISTS (SELECT 1 FROM "booking")
       ), ${orgNoticeCtes(notice, orgMail!, queuedAt)}
       SELECT b.*, o."name" AS "organizationName", u."name" AS "customerName", ${orgNoticeColumns}
       FROM "booking" b
       JOIN "OrganizationProfile" o ON o."id" = b."organizationId"
       JOIN "User" u ON u."id" = b."userId"`,
    );
    const accounts = await client.query<{ walletId: string; escrowId: string }>(
      `WITH "wallet" AS (
         INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balance", "createdAt", "updatedAt")
         VALUES ($1, 'user_wallet', $2, 0, now(), now())
         ON CONFLICT ("kind", "userId") DO UPDATE SET "kind" = EXCLUDED."kind"
         RETURNING "id"
       ), "escrow" AS (
         INSERT INTO "LedgerAccount" ("id", "kind", "bookingId", "balance", "createdAt", "updatedAt")
         VALUES ($3, 'booking_escrow', $4, 0, now(), now())
         RETURNING "id"
       )
       SELECT (SELECT "id" FROM "wallet") AS "walletId", (SELECT "id" FROM "escrow") AS "escrowId"`,
      [randomUUID(), user.id, randomUUID(), bookingId],
    );
    await rawTransfer(client, {
      debitAccountId: accounts.rows[0]!.walletId,
      creditAccountId: accounts.rows[0]!.escrowId,
      amount: service.price,
      kind: "booking",
      idempotencyKey: `booking:${bookingId}`,
      bookingId,
    });
  });
  return bookingId;
}
