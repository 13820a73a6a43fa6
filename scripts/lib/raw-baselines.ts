// Raw-SQL baselines of the ledger's transactions, for the benchmarks (bench:ledger, bench:booking)
// to measure the app's code against: the same statements in the same order on a `pg` connection.
// Each says which function it mirrors; lib/server/ledger/raw-baselines.int.test.ts runs both on
// equivalent fresh accounts and compares the rows they write, so neither changes alone.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { LedgerTransferKind } from "../../generated/prisma/client";
import { bookingExpiry } from "../../lib/bookings/expiry";
import { CANCELLATIONS_PER_DAY } from "../../lib/bookings/messages";
import { newBookingReference } from "../../lib/bookings/reference";
import { bookingConfirmedEmails } from "../../lib/server/mail/templates";

/** Read as UTC, as Prisma writes timestamps, whatever the session's time zone. */
const UTC = (param: string) => `${param}::timestamptz AT TIME ZONE 'UTC'`;

export interface RawTransferInput {
  debitAccountId: string;
  creditAccountId: string;
  amount: number;
  kind: LedgerTransferKind;
  idempotencyKey: string;
  paymentOrderId?: string;
  bookingId?: string;
  conversionRequestId?: string;
}

/**
 * Mirrors transfer() (lib/server/ledger/transfer.ts), statement for statement, inside the caller's
 * BEGIN ... COMMIT: one statement writes the transfer row, its audit entry and both balances in
 * account-id order (the debit conditional); only when the debit is refused, the re-check under
 * FOR NO KEY UPDATE and the plain updates follow. A key already used throws (transfer() would
 * look for a replay; the benchmarks never repeat a key). The audit entry has no actor, request
 * or address (a request's scope fills them in the app).
 */
export async function rawTransfer(client: pg.ClientBase, input: RawTransferInput): Promise<void> {
  const { debitAccountId: debit, creditAccountId: credit, amount } = input;
  const debitFirst = debit < credit;
  const debitUpdate = (after: string) => `"debited" AS (
      UPDATE "LedgerAccount" SET "balance" = "balance" - $4, "updatedAt" = now()
      WHERE "id" = $2 AND ("kind" = 'platform_issuance' OR "balance" >= $4)
        AND EXISTS (SELECT 1 FROM "${after}")
      RETURNING "id")`;
  const creditUpdate = (after: string) => `"credited" AS (
      UPDATE "LedgerAccount" SET "balance" = "balance" + $4, "updatedAt" = now()
      WHERE "id" = $3 AND EXISTS (SELECT 1 FROM "${after}")
      RETURNING "id")`;
  const moved = await client.query<{ id: string | null; debited: boolean; credited: boolean }>(
    `WITH "moved" AS (
       INSERT INTO "LedgerTransfer" ("id", "debitAccountId", "creditAccountId", "amount", "kind",
         "idempotencyKey", "paymentOrderId", "bookingId", "conversionRequestId", "memo", "createdAt")
       VALUES ($1, $2, $3, $4, $5::"LedgerTransferKind", $6, $7, $8, $9, NULL, ${UTC("$10")})
       ON CONFLICT ("idempotencyKey") DO NOTHING
       RETURNING "id"
     ), "audited" AS (
       INSERT INTO "AuditLog" ("id", "actorId", "actorRole", "action", "entityType", "entityId",
         "after", "ip", "requestId", "createdAt")
       SELECT $11, NULL, NULL, $12, 'ledger_transfer', "moved"."id",
         jsonb_build_object('amount', $4::bigint, 'debitAccountId', $2::text,
           'creditAccountId', $3::text, 'paymentOrderId', $7::text, 'bookingId', $8::text,
           'conversionRequestId', $9::text),
         NULL, NULL, ${UTC("$10")}
       FROM "moved"
     ), ${debitFirst ? `${debitUpdate("moved")}, ${creditUpdate("debited")}` : `${creditUpdate("moved")}, ${debitUpdate("credited")}`}
     SELECT (SELECT "id" FROM "moved") AS "id", EXISTS (SELECT 1 FROM "debited") AS "debited",
       EXISTS (SELECT 1 FROM "credited") AS "credited"`,
    [
      randomUUID(),
      debit,
      credit,
      amount,
      input.kind,
      input.idempotencyKey,
      input.paymentOrderId ?? null,
      input.bookingId ?? null,
      input.conversionRequestId ?? null,
      new Date().toISOString(),
      randomUUID(),
      `ledger.${input.kind}`,
    ],
  );
  const row = moved.rows[0];
  if (!row?.id) throw new Error(`raw: key ${input.idempotencyKey} already used`);
  if (row.debited && row.credited) return;
  if (!debitFirst && !row.credited) throw new Error(`raw: no account ${credit}`);
  if (!row.debited) {
    const locked = await client.query<{ balance: string; kind: string }>(
      `SELECT "balance", "kind"::text AS "kind" FROM "LedgerAccount" WHERE "id" = $1
       FOR NO KEY UPDATE`,
      [debit],
    );
    const account = locked.rows[0];
    if (!account) throw new Error(`raw: no account ${debit}`);
    if (account.kind !== "platform_issuance" && BigInt(account.balance) < BigInt(amount)) {
      throw new Error(`raw: insufficient balance in ${debit}`);
    }
    await client.query(
      `UPDATE "LedgerAccount" SET "balance" = "balance" - $2, "updatedAt" = now() WHERE "id" = $1`,
      [debit, amount],
    );
  }
  if (debitFirst) {
    const updated = await client.query(
      `UPDATE "LedgerAccount" SET "balance" = "balance" + $2, "updatedAt" = now() WHERE "id" = $1`,
      [credit, amount],
    );
    if (updated.rowCount !== 1) throw new Error(`raw: no account ${credit}`);
  }
}

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
 * count tally and both outbox mails in one, the wallet (found or created) and the new escrow
 * account in one, and the ledger transfer (rawTransfer). The mails' ids are made here, as the app
 * makes them, which lists them in its log without reading them back (this does not print them).
 * Returns the booking's id.
 */
export async function rawBooking(
  pool: pg.Pool,
  user: { id: string; name: string; email: string },
  { id: serviceId, price: expectedPrice }: RawService,
  key: string,
  origin: string,
): Promise<string> {
  const scopedKey = `${user.id}:${key}`;
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const read = await pool.query<{
    id: string | null;
    title: string;
    price: number;
    status: string;
    organizationId: string;
    duration: string | null;
    organizationName: string;
    organizationEmail: string;
    earlierId: string | null;
    recentCancellations: number;
  }>(
    `SELECT s."id", s."title", s."price", s."status"::text AS "status", s."organizationId",
       s."duration", o."name" AS "organizationName", ou."email" AS "organizationEmail",
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
  if (service.recentCancellations >= CANCELLATIONS_PER_DAY) {
    throw new Error("raw: cancelled too often");
  }

  const client = await pool.connect();
  const bookingId = randomUUID();
  try {
    await client.query("BEGIN");
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
    const mails = bookingConfirmedEmails(user.email, service.organizationEmail, {
      reference,
      serviceTitle: service.title,
      coins: service.price,
      organizationName: service.organizationName,
      customerName: user.name,
      url: `${origin}/dashboard/user`,
    });
    const queuedAt = new Date().toISOString();
    await client.query(
      `WITH "booking" AS (
         INSERT INTO "Booking" ("id", "reference", "userId", "serviceId", "organizationId",
           "serviceTitle", "totalAmount", "activeSlot", "idempotencyKey", "metadata", "createdAt",
           "expiresAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, ${UTC("$11")}, ${UTC("$12")})
         RETURNING *
       ), "tally" AS (
         INSERT INTO "ServiceBookingTally" ("bookingId", "serviceId", "createdAt")
         SELECT "id", "serviceId", "createdAt" FROM "booking"
       ), "mail" AS (
         INSERT INTO "MailOutbox" ("id", "to", "subject", "text", "html", "kind", "availableAt",
           "createdAt")
         SELECT m."id", m."to", m."subject", m."text", m."html", m."kind",
           ${UTC("$18")}, ${UTC("$18")}
         FROM unnest($19::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[])
           AS m("id", "to", "subject", "text", "html", "kind")
         WHERE EXISTS (SELECT 1 FROM "booking")
       )
       SELECT b.*, o."name" AS "organizationName", u."name" AS "customerName"
       FROM "booking" b
       JOIN "OrganizationProfile" o ON o."id" = b."organizationId"
       JOIN "User" u ON u."id" = b."userId"`,
      [
        bookingId,
        reference,
        user.id,
        service.id,
        service.organizationId,
        service.title,
        service.price,
        `${user.id}:${service.id}`,
        scopedKey,
        JSON.stringify({
          bookingType: "service_purchase",
          paymentMethod: "coins",
          request: { expectedPrice },
        }),
        bookedAt.toISOString(),
        bookingExpiry(bookedAt, service.duration)?.toISOString() ?? null,
        mails.map((mail) => mail.to),
        mails.map((mail) => mail.subject),
        mails.map((mail) => mail.text),
        mails.map((mail) => mail.html ?? null),
        mails.map((mail) => mail.kind),
        queuedAt,
        mails.map(() => randomUUID()),
      ],
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
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return bookingId;
}
