// Raw-SQL baselines of the ledger's transactions, for the benchmarks (bench:ledger, bench:booking)
// to measure the app's code against: the same statements in the same order on a `pg` connection.
// Each says which function it mirrors; lib/server/ledger/raw-baselines.int.test.ts runs both on
// equivalent fresh accounts and compares the rows they write, so neither changes alone.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { LedgerTransferKind } from "../../generated/prisma/client";
import { bookingExpiry } from "../../lib/bookings/expiry";
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
  bookingId?: string;
}

/**
 * Mirrors transfer() (lib/server/ledger/transfer.ts), statement for statement, inside the caller's
 * BEGIN ... COMMIT: the transfer row first, then the conditional balance updates in account-id
 * order, the overdraft re-check under FOR NO KEY UPDATE only when the debit is refused. A key
 * already used throws (transfer() would look for a replay; the benchmarks never repeat a key).
 */
export async function rawTransfer(client: pg.ClientBase, input: RawTransferInput): Promise<void> {
  const { debitAccountId: debit, creditAccountId: credit, amount } = input;
  const inserted = await client.query(
    `INSERT INTO "LedgerTransfer" ("id", "debitAccountId", "creditAccountId", "amount", "kind",
       "idempotencyKey", "paymentOrderId", "bookingId", "conversionRequestId", "memo", "createdAt")
     VALUES ($1, $2, $3, $4, $5::"LedgerTransferKind", $6, NULL, $7, NULL, NULL, ${UTC("$8")})
     ON CONFLICT ("idempotencyKey") DO NOTHING
     RETURNING "id"`,
    [
      randomUUID(),
      debit,
      credit,
      amount,
      input.kind,
      input.idempotencyKey,
      input.bookingId ?? null,
      new Date().toISOString(),
    ],
  );
  if (inserted.rowCount !== 1) throw new Error(`raw: key ${input.idempotencyKey} already used`);
  const debitStatement = async () => {
    const updated = await client.query(
      `UPDATE "LedgerAccount" SET "balance" = "balance" - $2, "updatedAt" = now()
       WHERE "id" = $1 AND ("kind" = 'platform_issuance' OR "balance" >= $2)`,
      [debit, amount],
    );
    if (updated.rowCount === 1) return;
    const locked = await client.query<{ balance: string }>(
      `SELECT "balance" FROM "LedgerAccount" WHERE "id" = $1 FOR NO KEY UPDATE`,
      [debit],
    );
    const balance = BigInt(locked.rows[0]?.balance ?? "0");
    if (balance < BigInt(amount)) throw new Error(`raw: insufficient balance in ${debit}`);
    await client.query(
      `UPDATE "LedgerAccount" SET "balance" = "balance" - $2, "updatedAt" = now() WHERE "id" = $1`,
      [debit, amount],
    );
  };
  const creditStatement = async () => {
    const updated = await client.query(
      `UPDATE "LedgerAccount" SET "balance" = "balance" + $2, "updatedAt" = now() WHERE "id" = $1`,
      [credit, amount],
    );
    if (updated.rowCount !== 1) throw new Error(`raw: no account ${credit}`);
  };
  if (debit < credit) {
    await debitStatement();
    await creditStatement();
  } else {
    await creditStatement();
    await debitStatement();
  }
}

/** What the catalogue showed of a service: the client sends its price as expectedPrice. */
export interface RawService {
  id: string;
  price: number;
}

/**
 * Mirrors createBooking() (lib/server/bookings/create-booking.ts), whose money moves through the
 * escrowBooking() flow (lib/server/ledger/flows.ts), as raw SQL on one pooled connection. Same
 * reads and writes in the same order: the idempotency look-up, the service and its expected price
 * outside the transaction; inside it the booking row, the wallet (found or created), a new escrow
 * account, the ledger transfer (rawTransfer), the service's booking counter, the booking's details
 * for the mail and both outbox rows; after commit, the outbox rows are read back as the app's mail
 * dispatch does (it then prints them; this does not). Prisma loads relations with one SELECT
 * each; here they are joins. Returns the booking's id.
 */
export async function rawBooking(
  pool: pg.Pool,
  user: { id: string },
  { id: serviceId, price: expectedPrice }: RawService,
  key: string,
  origin: string,
): Promise<string> {
  const scopedKey = `${user.id}:${key}`;
  const earlier = await pool.query(`SELECT "id" FROM "Booking" WHERE "idempotencyKey" = $1`, [
    scopedKey,
  ]);
  if (earlier.rowCount) throw new Error(`raw: key ${key} already used`);
  const serviceRows = await pool.query<{
    id: string;
    title: string;
    price: number;
    status: string;
    organizationId: string;
    duration: string | null;
  }>(
    `SELECT "id", "title", "price", "status"::text AS "status", "organizationId", "duration"
     FROM "Service" WHERE "id" = $1 AND "deletedAt" IS NULL LIMIT 1`,
    [serviceId],
  );
  const service = serviceRows.rows[0];
  if (!service) throw new Error("raw: service not found");
  if (service.status !== "active") throw new Error("raw: service not bookable");
  if (service.price !== expectedPrice) throw new Error("raw: price changed");

  const client = await pool.connect();
  const bookingId = randomUUID();
  let mailIds: string[];
  try {
    await client.query("BEGIN");
    const bookedAt = new Date();
    const expiresAt = bookingExpiry(bookedAt, service.duration);
    await client.query(
      `INSERT INTO "Booking" ("id", "reference", "userId", "serviceId", "organizationId",
         "serviceTitle", "totalAmount", "quantity", "status", "activeSlot", "idempotencyKey",
         "metadata", "createdAt", "expiresAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1, 'active', $8, $9, $10::jsonb, ${UTC("$11")},
         ${UTC("$12")})`,
      [
        bookingId,
        newBookingReference(),
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
        expiresAt?.toISOString() ?? null,
      ],
    );
    // The booking as the API answers it (BOOKING_INCLUDE: organization and customer name).
    await client.query(
      `SELECT b.*, o."id" AS "orgId", o."name" AS "orgName", u."name" AS "customerName"
       FROM "Booking" b JOIN "OrganizationProfile" o ON o."id" = b."organizationId"
       JOIN "User" u ON u."id" = b."userId" WHERE b."id" = $1`,
      [bookingId],
    );
    const wallet = await client.query<{ id: string }>(
      `INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balance", "createdAt", "updatedAt")
       VALUES ($1, 'user_wallet', $2, 0, now(), now())
       ON CONFLICT ("kind", "userId") DO UPDATE SET "kind" = EXCLUDED."kind"
       RETURNING "id"`,
      [randomUUID(), user.id],
    );
    const escrow = await client.query<{ id: string }>(
      `INSERT INTO "LedgerAccount" ("id", "kind", "bookingId", "balance", "createdAt", "updatedAt")
       VALUES ($1, 'booking_escrow', $2, 0, ${UTC("$3")}, ${UTC("$3")}) RETURNING "id"`,
      [randomUUID(), bookingId, new Date().toISOString()],
    );
    await rawTransfer(client, {
      debitAccountId: wallet.rows[0]!.id,
      creditAccountId: escrow.rows[0]!.id,
      amount: service.price,
      kind: "booking",
      idempotencyKey: `booking:${bookingId}`,
      bookingId,
    });
    await client.query(
      `UPDATE "Service" SET "bookingCount" = "bookingCount" + 1, "updatedAt" = ${UTC("$2")}
       WHERE "id" = $1 RETURNING *`,
      [service.id, new Date().toISOString()],
    );
    const details = await client.query<{
      reference: string;
      serviceTitle: string;
      totalAmount: number;
      userName: string;
      userEmail: string;
      orgName: string;
      orgEmail: string;
    }>(
      `SELECT b."reference", b."serviceTitle", b."totalAmount", u."name" AS "userName",
              u."email" AS "userEmail", o."name" AS "orgName", ou."email" AS "orgEmail"
       FROM "Booking" b JOIN "User" u ON u."id" = b."userId"
       JOIN "OrganizationProfile" o ON o."id" = b."organizationId"
       JOIN "User" ou ON ou."id" = o."userId" WHERE b."id" = $1`,
      [bookingId],
    );
    const booking = details.rows[0]!;
    const messages = bookingConfirmedEmails(booking.userEmail, booking.orgEmail, {
      reference: booking.reference,
      serviceTitle: booking.serviceTitle,
      coins: booking.totalAmount,
      organizationName: booking.orgName,
      customerName: booking.userName,
      url: `${origin}/dashboard/user`,
    });
    mailIds = [];
    for (const message of messages) {
      const now = new Date().toISOString();
      const row = await client.query<{ id: string }>(
        `INSERT INTO "MailOutbox" ("id", "to", "subject", "text", "html", "kind", "status",
           "attempts", "availableAt", "createdAt")
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0, ${UTC("$7")}, ${UTC("$7")}) RETURNING "id"`,
        [
          randomUUID(),
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          message.kind,
          now,
        ],
      );
      mailIds.push(row.rows[0]!.id);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  await pool.query(`SELECT * FROM "MailOutbox" WHERE "id" = ANY($1)`, [mailIds]);
  return bookingId;
}
