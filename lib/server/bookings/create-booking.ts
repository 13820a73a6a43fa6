// Booking a service with coins: one transaction creates the booking and moves the price from the
// user's wallet to the booking's escrow account through the ledger. The database refuses a second
// active booking of one service by one user (Booking.activeSlot is unique), the ledger refuses an
// overdraft, and an Idempotency-Key makes a repeated request return the first booking (the same
// key for a different request is refused: it stands for the request that first used it).
import "server-only";
import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import {
  ALREADY_BOOKED,
  CANCELLATION_LIMIT_WINDOW_MS,
  NOT_BOOKABLE,
  priceChangedMessage,
  shortByMessage,
} from "@/lib/bookings/messages";
import type { BookingAnswerInput } from "@/lib/validations/bookings";
import { IDEMPOTENCY_KEY_REUSED } from "@/lib/validations/idempotency";
import { bookingTexts, ORG_BOOKINGS_HREF } from "@/lib/notifications/event-texts";
import type { SessionUser } from "@/lib/auth/session-user";
import { lockBookableService, SERVICE_GONE } from "@/modules/catalog/server/bookable";
import { readQuestions } from "@/modules/services/shared/schemas";
import { db } from "@/lib/server/db/client";
import { metrics } from "@/lib/server/observability/metrics";
import { InsufficientFundsError } from "@/lib/server/ledger/transfer";
import { dispatchMail } from "@/lib/server/mail/outbox";
import { bookingConfirmedEmail } from "@/lib/server/mail/templates";
import { briefAnswers, sameAnswers } from "./booking-answers";
import { scheduleBookingCountFold } from "./booking-count";
import { scheduleBookingDigests } from "./booking-digests";
import { BOOKING_INCLUDE, toBookingView, type BookingView } from "./booking-view";
import {
  refuseRepeatedCycles,
  refuseRepeatedCyclesLocked,
  type RecentCancellations,
} from "./cancellation-limit";
import { placeBooking } from "./place-booking";
import { assertNoWalletDebt } from "@/lib/server/chargebacks/wallet-debt";
import { settleDueSlot } from "./settle-due";
import { isUniqueViolation } from "./unique-violation";

export { placeBooking, type BookedService } from "./place-booking";

interface BookingOptions {
  /** The price the booker agreed to; a different current price books nothing. */
  expectedPrice?: number;
  /** The answers to the service's questions (its brief). */
  answers?: BookingAnswerInput[];
}

export interface BookingResult {
  booking: BookingView;
  /** True when the Idempotency-Key had already made this booking: nothing moved again. */
  replayed: boolean;
}

function scopedKey(userId: string, key: string | null): string | null {
  return key ? `${userId}:${key}` : null;
}

async function existingForKey(userId: string, key: string | null) {
  const idempotencyKey = scopedKey(userId, key);
  if (!idempotencyKey) return null;
  const row = await db().booking.findUnique({
    where: { idempotencyKey },
    include: BOOKING_INCLUDE,
  });
  return row && row.userId === userId ? row : null;
}

/** The body of the request that made a booking, kept in its metadata (for keyed replays). */
const keyedRequest = z.object({ request: z.object({ expectedPrice: z.number().nullable() }) });

/**
 * The first booking again, when the key's request is this one: same service, same body (the
 * answers compared with those the booking kept).
 * Otherwise the key is being reused for something else, which is refused rather than answered
 * with a booking the caller did not ask for. (Bookings made before the body was kept compare by
 * service only.)
 */
function replay(
  earlier: NonNullable<Awaited<ReturnType<typeof existingForKey>>>,
  serviceId: string,
  options: BookingOptions,
): BookingResult {
  const first = keyedRequest.safeParse(earlier.metadata);
  const booking = toBookingView(earlier);
  const sameBody =
    (!first.success || first.data.request.expectedPrice === (options.expectedPrice ?? null)) &&
    sameAnswers(options.answers ?? [], booking.answers);
  if (earlier.serviceId !== serviceId || !sameBody) {
    throw new AppError("idempotency_key_reused", IDEMPOTENCY_KEY_REUSED);
  }
  return { booking, replayed: true };
}

/** The service as the booking path reads it, with its organization (for the notices). */
export interface ServiceToBook extends RecentCancellations {
  id: string | null;
  title: string;
  price: number;
  status: string;
  organizationId: string;
  duration: string | null;
  organizationName: string;
  organizationEmail: string;
  /** The organization's account: its notification of the booking. */
  organizationUserId: string;
  /** The questions the customer answers, as approved (read with the row: no query of its own). */
  questions: Prisma.JsonValue;
  /** The booking an earlier use of this Idempotency-Key made, if any. */
  earlierId: string | null;
}

/**
 * Before the transaction, one statement: the service with its organization's name and address,
 * whether the request's key was used before, and how often the caller cancelled a booking of
 * this service lately. No service when it is deleted or unknown.
 */
async function readServiceToBook(params: {
  userId: string;
  serviceId: string;
  idempotencyKey: string | null;
  now: Date;
}) {
  const { userId, serviceId, idempotencyKey, now } = params;
  const since = new Date(now.getTime() - CANCELLATION_LIMIT_WINDOW_MS);
  const [row] = await db().$queryRaw<ServiceToBook[]>`
    SELECT s."id", s."title", s."price", s."status"::text AS "status", s."organizationId",
      s."duration", s."questions", o."name" AS "organizationName",
      ou."email" AS "organizationEmail",
      o."userId" AS "organizationUserId",
      (SELECT b."id" FROM "Booking" b WHERE b."idempotencyKey" = ${idempotencyKey}) AS "earlierId",
      c."recentCancellations", c."firstCancelledAt"
    FROM (SELECT 1) AS "one"
    LEFT JOIN "Service" s ON s."id" = ${serviceId} AND s."deletedAt" IS NULL
    LEFT JOIN "OrganizationProfile" o ON o."id" = s."organizationId"
    LEFT JOIN "User" ou ON ou."id" = o."userId"
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS "recentCancellations", min(b."cancelledAt") AS "firstCancelledAt"
      FROM "Booking" b
      WHERE b."userId" = ${userId} AND b."serviceId" = ${serviceId} AND b."status" = 'cancelled'
        AND b."cancelledBy" = 'user' AND b."cancelledAt" > ${since}
    ) c`;
  return row;
}

/** A booking as its caller asks for it. */
export interface BookingRequest extends BookingOptions {
  user: SessionUser;
  serviceId: string;
  /** The request's Idempotency-Key, if it sent one. */
  idempotencyKey: string | null;
}

export async function createBooking(request: BookingRequest): Promise<BookingResult> {
  return book(request, true);
}

/** createBooking, settling an expired booking that holds the slot first when `freeExpired`. */
async function book(options: BookingRequest, freeExpired: boolean): Promise<BookingResult> {
  const { user, serviceId, idempotencyKey } = options;
  const now = new Date();
  const read = await readServiceToBook({
    userId: user.id,
    serviceId,
    idempotencyKey: scopedKey(user.id, idempotencyKey),
    now,
  });
  if (read?.earlierId) {
    const earlier = await existingForKey(user.id, idempotencyKey);
    if (earlier) return replay(earlier, serviceId, options);
  }
  if (!read?.id) throw AppError.notFound(SERVICE_GONE);
  const service = { ...read, id: read.id };
  if (service.status !== "active") throw AppError.conflict(NOT_BOOKABLE);
  // The booking charges the price read here (its snapshot), so this is the price that counts.
  if (options.expectedPrice !== undefined && options.expectedPrice !== service.price) {
    throw new AppError("price_changed", priceChangedMessage(service.price), {
      details: { price: service.price },
    });
  }
  // The questions read here are the ones the booking keeps its answers with, as its price.
  const answers = briefAnswers({
    questions: readQuestions(service.questions),
    answers: options.answers ?? [],
  });
  // Read before the transaction, this refuses most repeats without one; the transaction checks
  // again under the wallet's lock, which orders it with the user's cancellations.
  refuseRepeatedCycles(read, now);

  try {
    const row = await db().$transaction(async (tx) => {
      // First: refuses a suspended organization or a deleted service, and orders this booking
      // with the suspension or the delete (bookable.ts).
      await lockBookableService(tx, service);
      await refuseRepeatedCyclesLocked(tx, { userId: user.id, serviceId: service.id, now });
      // A wallet in debt after a lost chargeback books nothing until a top-up repays it.
      await assertNoWalletDebt(tx, user.id);
      return placeBooking(tx, {
        userId: user.id,
        service,
        idempotencyKey: scopedKey(user.id, idempotencyKey),
        request: { expectedPrice: options.expectedPrice ?? null },
        answers,
        mails: (reference) => [
          bookingConfirmedEmail(user.email, {
            reference,
            serviceTitle: service.title,
            coins: service.price,
            organizationName: service.organizationName,
            customerName: user.name,
          }),
        ],
        orgNotice: (reference) => ({
          serviceId: service.id,
          to: service.organizationEmail,
          event: "booked",
          reference,
          serviceTitle: service.title,
          coins: service.price,
          customerName: user.name,
          notification: {
            userId: service.organizationUserId,
            topic: "bookings",
            event: "booking_made",
            text: bookingTexts.made({
              reference,
              serviceTitle: service.title,
              customerName: user.name,
              organizationName: service.organizationName,
            }),
            href: ORG_BOOKINGS_HREF,
          },
        }),
      });
    });
    metrics().bookingsCreated.inc();
    scheduleBookingCountFold();
    if (row.noticeHeldUntil) scheduleBookingDigests(row.noticeHeldUntil);
    await dispatchMail(row.mails);
    return { booking: toBookingView(row), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new AppError("insufficient_balance", "Insufficient Balance", {
        details: {
          shortBy: error.shortBy,
          description: shortByMessage(error.shortBy),
        },
      });
    }
    if (isUniqueViolation(error)) {
      // The same key raced its first request, which won: answer what it made.
      const first = await existingForKey(user.id, idempotencyKey);
      if (first) return replay(first, serviceId, options);
      // The slot may be held by a booking whose expiry has passed (delivered) that the sweep has
      // not settled yet: settle it now under its lock, then book once more.
      if (freeExpired && (await settleDueSlot(user.id, serviceId))) {
        return book(options, false);
      }
      throw new AppError("already_booked", ALREADY_BOOKED);
    }
    throw error;
  }
}
