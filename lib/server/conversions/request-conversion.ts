// An organization asks to turn earned coins into money. One transaction prices the request (the
// fee and the rate of this moment, recorded on it, so approval pays exactly this quote), writes it
// and moves its coins from the earnings account into the request's own hold (holdForConversion):
// the ledger's conditional debit refuses an overdraft, so concurrent requests can never together
// ask for more than the balance. With expectedPayoutMinor, a quote that changed since the
// organization saw it holds nothing (409). An Idempotency-Key makes a repeated request answer the
// first one. Only a verified organization may convert (403 otherwise). Earnings still clearing
// cannot be held: a request for more than has cleared is refused with the day the rest clears.
// An organization whose conversions are frozen cannot request one (409), and a request to a
// payout destination changed less than a day before is held until a day after the change
// (payout-hold.ts): it records until when.
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import { Prisma, type PayoutMethod } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import type { ConversionOutcome, ConversionSummary } from "@/lib/schemas/conversions";
import type { SessionUser } from "@/lib/auth/session-user";
import {
  INSUFFICIENT_COINS_TITLE,
  NOT_ENOUGH_COINS,
  PAYOUT_REQUIRED,
  QUOTE_CHANGED,
} from "@/lib/conversions/messages";
import { clearingShortfall } from "@/lib/conversions/clearing-words";
import type { DateStyle } from "@/lib/format/date-time";
import { CONVERSION_NEEDS_VERIFICATION } from "@/lib/organizations/verification";
import { quoteConversionNow } from "@/lib/server/economics/quote-conversion";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import { holdForConversion } from "@/lib/server/ledger/flows";
import { InsufficientFundsError } from "@/lib/server/ledger/transfer";
import { organizationIdOf } from "@/modules/services/server/manage-services";
import type { ConversionInput } from "@/lib/validations/conversions";
import { IDEMPOTENCY_KEY_REUSED } from "@/lib/validations/idempotency";
import { notifyConversionRequested } from "./conversion-notifications";
import { conversionSummary } from "./conversion-summary";
import { CONVERSION_INCLUDE, toConversionView } from "./conversion-view";
import { conversionsFrozen } from "./conversions-freeze";
import { holdFor } from "./payout-hold";

export interface ConversionResult extends ConversionOutcome {
  /** True when the Idempotency-Key had already made this request: nothing moved again. */
  replayed: boolean;
}

const scopedKey = (userId: string, key: string | null) => (key ? `${userId}:${key}` : null);

/** The request an earlier use of the key made, if it was this organization's. */
async function earlierFor(organization: { id: string; userId: string }, key: string | null) {
  const idempotencyKey = scopedKey(organization.userId, key);
  if (!idempotencyKey) return null;
  const row = await db().conversionRequest.findUnique({
    where: { idempotencyKey },
    include: CONVERSION_INCLUDE,
  });
  return row && row.organizationId === organization.id ? row : null;
}

async function replay(params: {
  organization: { id: string; userId: string };
  earlier: NonNullable<Awaited<ReturnType<typeof earlierFor>>>;
  input: ConversionInput;
  timeZone: string;
}): Promise<ConversionResult> {
  const { organization, earlier, input, timeZone } = params;
  // The key stands for the request that first used it: another amount or currency is refused.
  if (earlier.amount !== input.amount || earlier.currency !== input.currency) {
    throw new AppError("idempotency_key_reused", IDEMPOTENCY_KEY_REUSED);
  }
  return {
    conversion: toConversionView(earlier),
    summary: await conversionSummary(db(), organization, timeZone),
    replayed: true,
  };
}

/**
 * 422 'Insufficient Coins'. When earnings are still clearing the message says how many have
 * cleared and when the rest clear, in the caller's words and time zone.
 */
function insufficientCoins(
  summary: Pick<ConversionSummary, "available" | "clearing" | "clearingSchedule">,
  requested: number,
  style: DateStyle,
): AppError {
  const message =
    clearingShortfall({
      available: summary.available,
      requested,
      schedule: summary.clearingSchedule,
      style,
    }) ?? NOT_ENOUGH_COINS;
  return new AppError("insufficient_balance", INSUFFICIENT_COINS_TITLE, {
    issues: [{ path: "amount", message }],
    details: {
      description: message,
      available: summary.available,
      clearing: summary.clearing,
      clearingSchedule: summary.clearingSchedule,
    },
  });
}

/** Dates in a refusal when the caller's are not known: rupee-region words, UTC. */
const DEFAULT_STYLE: DateStyle = { locale: "en-IN", timeZone: "UTC" };

export async function requestConversion(params: {
  user: SessionUser;
  input: ConversionInput;
  idempotencyKey: string | null;
  ip: string | undefined;
  style?: DateStyle;
}): Promise<ConversionResult> {
  const { user, input, idempotencyKey, ip, style = DEFAULT_STYLE } = params;
  const organization = { id: organizationIdOf(user), userId: user.id };
  // One read before the transaction: whether the key was used before, and the payout account.
  const [read] = await db().$queryRaw<
    {
      earlierId: string | null;
      method: PayoutMethod | null;
      detailsSealed: string | null;
      masked: string | null;
      changedAt: Date | null;
    }[]
  >`
    SELECT (SELECT c."id" FROM "ConversionRequest" c
            WHERE c."idempotencyKey" = ${scopedKey(user.id, idempotencyKey)}) AS "earlierId",
           p."method", p."detailsSealed", p."masked", p."changedAt"
    FROM (SELECT 1) AS "one"
    LEFT JOIN "PayoutAccount" p ON p."organizationId" = ${organization.id}
      AND p."currency" = ${input.currency}::"Currency"`;
  if (read?.earlierId) {
    const earlier = await earlierFor(organization, idempotencyKey);
    if (earlier) return replay({ organization, earlier, input, timeZone: style.timeZone });
  }
  const profile = await db().organizationProfile.findUnique({
    where: { id: organization.id },
    select: { verified: true, conversionsFrozenAt: true },
  });
  if (!profile?.verified) {
    throw new AppError("forbidden", CONVERSION_NEEDS_VERIFICATION, {
      details: { verificationRequired: true },
    });
  }
  // A request racing the freeze may still be made: it cannot be approved (decideConversion).
  if (profile.conversionsFrozenAt) throw conversionsFrozen(profile.conversionsFrozenAt);
  const payout =
    read?.method && read.detailsSealed !== null && read.masked !== null && read.changedAt
      ? {
          method: read.method,
          detailsSealed: read.detailsSealed,
          masked: read.masked,
          changedAt: read.changedAt,
        }
      : null;
  if (!payout) {
    throw new AppError("validation_failed", PAYOUT_REQUIRED(input.currency), {
      issues: [{ path: "currency", message: PAYOUT_REQUIRED(input.currency) }],
      details: { payoutRequired: true },
    });
  }

  try {
    const requested = await db().$transaction(async (tx) => {
      const quote = await quoteConversionNow(tx, input.amount, input.currency);
      if (
        input.expectedPayoutMinor !== undefined &&
        input.expectedPayoutMinor !== quote.payoutMinor
      ) {
        throw new AppError("quote_changed", QUOTE_CHANGED, { details: { quote } });
      }
      const row = await tx.conversionRequest.create({
        data: {
          organizationId: organization.id,
          amount: input.amount,
          currency: input.currency,
          feeCoins: quote.feeCoins,
          rateMicros: BigInt(quote.rateMicros),
          payoutMinor: quote.payoutMinor,
          idempotencyKey: scopedKey(user.id, idempotencyKey),
          // Sealed for this organization too, so the copy opens the same way.
          payoutMethod: payout.method,
          payoutSealed: payout.detailsSealed,
          payoutMasked: payout.masked,
          heldUntil: holdFor(payout.changedAt),
        },
        include: CONVERSION_INCLUDE,
      });
      await holdForConversion(tx, {
        request: row,
        organizationUserId: user.id,
        actor: requestActor(),
      });
      await recordAudit(tx, {
        actorId: user.id,
        action: "conversion.requested",
        entityType: "conversion",
        entityId: row.id,
        data: {
          amount: input.amount,
          currency: input.currency,
          feeCoins: quote.feeCoins,
          rateMicros: String(quote.rateMicros),
          payoutMinor: quote.payoutMinor,
        },
        ip,
      });
      await notifyConversionRequested(tx, {
        organizationName: row.organization.name,
        amount: input.amount,
      });
      return {
        conversion: toConversionView(row),
        summary: await conversionSummary(tx, organization, style.timeZone),
        replayed: false,
      };
    });
    metrics().conversions.inc({ outcome: "requested" });
    return requested;
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      const summary = await conversionSummary(db(), organization, style.timeZone);
      throw insufficientCoins(summary, input.amount, style);
    }
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      // The same key raced its first request, which won: answer what it made.
      const first = await earlierFor(organization, idempotencyKey);
      if (first) return replay({ organization, earlier: first, input, timeZone: style.timeZone });
    }
    throw error;
  }
}
