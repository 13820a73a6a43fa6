// Raw-SQL baselines of the top-up credit and the conversion request, for bench:money to measure
// the app's code against: the same statements in the same order on a `pg` connection, writing the
// same rows. Each says which function it mirrors; raw-money.int.test.ts runs both on equivalent
// fresh accounts and compares the rows they write, so neither changes alone.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { quoteConversion } from "@/lib/economics/conversion-quote";
import { BASE_RATE } from "@/lib/economics/rates";
import { formatMinor } from "@/lib/format/money-minor";
import type { Currency } from "@/lib/money/currencies";
import {
  ADMIN_PENDING_CONVERSIONS_HREF,
  conversionTexts,
  paymentTexts,
  receiptHref,
} from "@/lib/notifications/event-texts";
import type { MailMessage } from "@/lib/server/mail/outbox";
import { paymentReceiptEmail } from "@/lib/server/mail/templates";
import {
  preparedAs,
  recipientsQuery,
  topicalAddresses,
  type RecipientRow,
} from "@/lib/server/notifications/mail-preferences";
import { notifyAdminsStatement, notifyStatement } from "@/lib/server/notifications/notify";
import { inTransaction, query, rawTransfer, UTC } from "./raw-baselines";

/** Mirrors enqueueMail() (lib/server/mail/outbox.ts): the recipient's preferences, then the row. */
async function insertMail(client: pg.ClientBase, message: MailMessage): Promise<string> {
  const recipients = await query<RecipientRow>(
    client,
    recipientsQuery(topicalAddresses([message])),
  );
  const [mail] = preparedAs([message], recipients.rows);
  const now = new Date().toISOString();
  const row = await client.query<{ id: string }>(
    `INSERT INTO "MailOutbox" ("id", "to", "subject", "text", "html", "kind", "status",
       "unsubscribeUrl", "attempts", "availableAt", "createdAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7::"MailStatus", $8, 0, ${UTC("$9")}, ${UTC("$9")})
     RETURNING "id"`,
    [
      randomUUID(),
      mail!.to,
      mail!.subject,
      mail!.text,
      mail!.html ?? null,
      mail!.kind,
      mail!.status,
      mail!.unsubscribeUrl,
      now,
    ],
  );
  return row.rows[0]!.id;
}

export interface RawCapture {
  providerOrderId: string;
  providerPaymentId: string;
  eventId: string;
  /** The webhook's parsed body, recorded as the delivery. */
  payload: unknown;
  amountMinor: number;
  currency: string;
}

/**
 * Mirrors handlePaymentWebhook() for payment.captured (lib/server/payments/webhook.ts) and its
 * creditPaidOrder() (credit-payment.ts): the order look-up, then in one transaction the
 * delivery's record, the order's row lock, the order marked paid, the wallet (found or created),
 * the top-up's transfer (rawTransfer, the creditTopUp flow), the payer's name and address, the
 * receipt in the outbox as its payer's preferences have it (enqueueMail; the app's dispatch lists
 * it in its log as it holds it, without a read), and the payer's notification (notifyTopUp).
 */
export async function rawWebhookCredit(pool: pg.Pool, capture: RawCapture, origin: string) {
  const known = await pool.query(`SELECT "id" FROM "PaymentOrder" WHERE "providerOrderId" = $1`, [
    capture.providerOrderId,
  ]);
  if (!known.rowCount) throw new Error("raw: unknown order");
  await inTransaction(pool, async (client) => {
    const recorded = await client.query(
      `INSERT INTO "PaymentWebhookEvent" ("id", "eventId", "event", "payload", "receivedAt")
       VALUES ($1, $2, 'payment.captured', $3::jsonb, now())
       ON CONFLICT ("eventId") DO NOTHING RETURNING "id"`,
      [randomUUID(), capture.eventId, JSON.stringify(capture.payload)],
    );
    if (recorded.rowCount !== 1) throw new Error("raw: delivery already recorded");
    const locked = await client.query<{
      id: string;
      userId: string;
      status: string;
      amountMinor: number;
      currency: Currency;
      coins: number;
      bonusCoins: number;
    }>(
      `SELECT "id", "userId", "status"::text AS "status", "providerPaymentId", "amountMinor",
              "currency"::text AS "currency", "coins", "bonusCoins"
       FROM "PaymentOrder" WHERE "providerOrderId" = $1 FOR NO KEY UPDATE`,
      [capture.providerOrderId],
    );
    const order = locked.rows[0];
    if (!order) throw new Error("raw: unknown order");
    if (capture.amountMinor !== order.amountMinor || capture.currency !== order.currency) {
      throw new Error("raw: the payment does not match the order");
    }
    if (order.status !== "created" && order.status !== "failed") {
      throw new Error("raw: order already paid");
    }
    const paidAt = new Date();
    await client.query(
      `UPDATE "PaymentOrder" SET "status" = 'paid', "providerPaymentId" = $2,
         "paidAt" = ${UTC("$3")}, "failureReason" = NULL WHERE "id" = $1 RETURNING *`,
      [order.id, capture.providerPaymentId, paidAt.toISOString()],
    );
    const wallet = await client.query<{ id: string }>(
      `INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balance", "createdAt", "updatedAt")
       VALUES ($1, 'user_wallet', $2, 0, now(), now())
       ON CONFLICT ("kind", "userId") DO UPDATE SET "kind" = EXCLUDED."kind"
       RETURNING "id"`,
      [randomUUID(), order.userId],
    );
    await rawTransfer(client, {
      debitAccountId: "platform_issuance",
      creditAccountId: wallet.rows[0]!.id,
      amount: order.coins,
      kind: "topup",
      idempotencyKey: `topup:${order.id}`,
      paymentOrderId: order.id,
    });
    if (order.bonusCoins > 0) {
      await rawTransfer(client, {
        debitAccountId: "platform_promotions",
        creditAccountId: wallet.rows[0]!.id,
        amount: order.bonusCoins,
        kind: "topup_bonus",
        idempotencyKey: `topup_bonus:${order.id}`,
        paymentOrderId: order.id,
      });
    }
    const payer = await client.query<{ email: string; name: string }>(
      `SELECT "email", "name" FROM "User" WHERE "id" = $1`,
      [order.userId],
    );
    const user = payer.rows[0]!;
    const receiptId = await insertMail(
      client,
      paymentReceiptEmail(user.email, {
        name: user.name,
        amount: formatMinor(order.amountMinor, order.currency),
        currency: order.currency,
        coins: order.coins,
        bonus: order.bonusCoins,
        orderId: capture.providerOrderId,
        paymentId: capture.providerPaymentId,
        paidAt,
        receiptUrl: `${origin}/wallet/receipts/${order.id}`,
      }),
    );
    // notifyTopUp(…, step "credited")
    await query(
      client,
      notifyStatement(
        [
          {
            userId: order.userId,
            topic: "payments",
            event: "payment_received",
            text: paymentTexts.received(order, order.coins + order.bonusCoins),
            href: receiptHref(order.id),
          },
        ],
        new Date(),
      ),
    );
    return receiptId;
  });
}

export interface RawOrganization {
  /** The organization profile's id. */
  id: string;
  /** Its account's id (the earnings account's owner, the audit entry's actor). */
  userId: string;
}

/**
 * Mirrors requestConversion() (lib/server/conversions/request-conversion.ts): the idempotency
 * look-up and the payout account in one read, then whether the organization is verified, before
 * the transaction; inside it the money rules and the rates (quoteConversionNow, priced by the
 * same quoteConversion), the request and then its organization's name (Prisma's create with
 * include), the earnings account (found) and the request's new hold account in one
 * (openAccountPair), the hold's transfer (rawTransfer, the holdForConversion flow), the audit
 * entry (recordAudit), the admins' notification (notifyAdmins), and the organization's summary (conversionSummary: earnings balance,
 * pending requests, in one).
 */
export async function rawConversionRequest(
  pool: pg.Pool,
  organization: RawOrganization,
  input: { amount: number; currency: Currency },
  key: string,
  ip: string,
): Promise<string> {
  const scopedKey = `${organization.userId}:${key}`;
  const read = await pool.query<{
    earlierId: string | null;
    method: string | null;
    detailsSealed: string;
    masked: string;
  }>(
    `SELECT (SELECT c."id" FROM "ConversionRequest" c WHERE c."idempotencyKey" = $1) AS "earlierId",
            p."method", p."detailsSealed", p."masked"
     FROM (SELECT 1) AS "one"
     LEFT JOIN "PayoutAccount" p ON p."organizationId" = $2 AND p."currency" = $3::"Currency"`,
    [scopedKey, organization.id, input.currency],
  );
  const payout = read.rows[0];
  if (payout?.earlierId) throw new Error(`raw: key ${key} already used`);
  const profile = await pool.query<{ verified: boolean }>(
    `SELECT "verified" FROM "OrganizationProfile" WHERE "id" = $1`,
    [organization.id],
  );
  if (!profile.rows[0]?.verified) throw new Error("raw: organization not verified");
  if (!payout?.method) throw new Error("raw: no payout account");
  return inTransaction(pool, async (client) => {
    const rules = await client.query<{ conversionFeeBps: number; conversionFeeCoins: number }>(
      `SELECT "commissionBps", "conversionFeeBps", "conversionFeeCoins"
       FROM "PlatformSettings" WHERE "id" = 1`,
    );
    const rates = await client.query<{ currency: string; rateMicros: string }>(
      `SELECT "currency"::text AS "currency", "rateMicros" FROM "ExchangeRate"`,
    );
    // The base currency has no row: one coin a unit.
    const rate = rates.rows.find((row) => row.currency === input.currency);
    const outcome = quoteConversion(
      input.amount,
      input.currency,
      rate ? Number(rate.rateMicros) : BASE_RATE,
      rules.rows[0]!,
    );
    if (!outcome.ok) throw new Error(`raw: ${outcome.message}`);
    const { quote } = outcome;
    const requestId = randomUUID();
    await client.query(
      `INSERT INTO "ConversionRequest" ("id", "organizationId", "amount", "currency",
         "feeCoins", "rateMicros", "payoutMinor", "status", "payoutMethod", "payoutSealed",
         "payoutMasked", "idempotencyKey", "requestedAt")
       VALUES ($1, $2, $3, $4::"Currency", $5, $6, $7, 'pending', $8::"PayoutMethod", $9, $10,
         $11, ${UTC("$12")}) RETURNING *`,
      [
        requestId,
        organization.id,
        input.amount,
        input.currency,
        quote.feeCoins,
        quote.rateMicros,
        quote.payoutMinor,
        payout.method,
        payout.detailsSealed,
        payout.masked,
        scopedKey,
        new Date().toISOString(),
      ],
    );
    const named = await client.query<{ name: string }>(
      `SELECT "id", "name" FROM "OrganizationProfile" WHERE "id" = $1`,
      [organization.id],
    );
    const accounts = await client.query<{ earningsId: string; holdId: string }>(
      `WITH "earnings" AS (
         INSERT INTO "LedgerAccount" ("id", "kind", "userId", "balance", "createdAt", "updatedAt")
         VALUES ($1, 'org_earnings', $2, 0, now(), now())
         ON CONFLICT ("kind", "userId") DO UPDATE SET "kind" = EXCLUDED."kind"
         RETURNING "id"
       ), "hold" AS (
         INSERT INTO "LedgerAccount" ("id", "kind", "conversionRequestId", "balance", "createdAt",
           "updatedAt")
         VALUES ($3, 'conversion_hold', $4, 0, now(), now())
         RETURNING "id"
       )
       SELECT (SELECT "id" FROM "earnings") AS "earningsId", (SELECT "id" FROM "hold") AS "holdId"`,
      [randomUUID(), organization.userId, randomUUID(), requestId],
    );
    await rawTransfer(client, {
      debitAccountId: accounts.rows[0]!.earningsId,
      creditAccountId: accounts.rows[0]!.holdId,
      amount: input.amount,
      kind: "conversion_request",
      idempotencyKey: `conversion_request:${requestId}`,
      conversionRequestId: requestId,
    });
    await client.query(
      `INSERT INTO "AuditLog" ("id", "actorId", "actorRole", "action", "entityType", "entityId",
         "data", "ip", "requestId", "createdAt")
       VALUES ($1, $2, 'org', 'conversion.requested', 'conversion', $3, $4::jsonb, $5, $6, now())`,
      [
        randomUUID(),
        organization.userId,
        requestId,
        JSON.stringify({
          amount: input.amount,
          currency: input.currency,
          feeCoins: quote.feeCoins,
          rateMicros: String(quote.rateMicros),
          payoutMinor: quote.payoutMinor,
        }),
        ip,
        randomUUID(),
      ],
    );
    // notifyConversionRequested
    await query(
      client,
      notifyAdminsStatement(
        {
          event: "conversion_requested",
          text: conversionTexts.requested(named.rows[0]!.name, input.amount),
          href: ADMIN_PENDING_CONVERSIONS_HREF,
        },
        new Date(),
      ),
    );
    await client.query(
      `SELECT coalesce((SELECT "balance" FROM "LedgerAccount"
                WHERE "kind" = 'org_earnings' AND "userId" = $1), 0)::bigint AS "available",
              coalesce(sum("amount"), 0)::bigint AS "pending", count(*)::bigint AS "pendingCount"
       FROM "ConversionRequest" WHERE "organizationId" = $2 AND "status" = 'pending'`,
      [organization.userId, organization.id],
    );
    return requestId;
  });
}
