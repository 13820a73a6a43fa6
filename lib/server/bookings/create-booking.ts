// Booking a service with coins: one transaction creates the booking and moves the price from the
// user's wallet to the booking's escrow account through the ledger. The database refuses a second
// active booking of one service by one user (Booking.activeSlot is unique), the ledger refuses an
// overdraft, and an Idempotency-Key makes a repeated request return the first booking (the same
// key for a different request is refused: it stands for the request that first used it).
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { bookingExpiry } from "@/lib/bookings/expiry";
import { priceChangedMessage, shortByMessage } from "@/lib/bookings/messages";
import { newBookingReference } from "@/lib/bookings/reference";
import { IDEMPOTENCY_KEY_REUSED } from "@/lib/validations/idempotency";
import type { SessionUser } from "@/lib/auth/session-user";
import { Prisma } from "@/generated/prisma/client";
import { lockBookableOrganization } from "@/lib/server/catalog/bookable";
import { db } from "@/lib/server/db/client";
import { escrowBooking } from "@/lib/server/ledger/flows";
import { InsufficientFundsError } from "@/lib/server/ledger/transfer";
import type { Tx } from "@/lib/server/ledger/types";
import { dispatchMail } from "@/lib/server/mail/outbox";
import { enqueueBookingMail } from "./booking-mail";
import { BOOKING_INCLUDE, toBookingView, type BookingView } from "./booking-view";

export const ALREADY_BOOKED = "You have already booked this service!";
export const NOT_BOOKABLE = "This service is not available for booking.";

export interface BookingOptions {
  /** The price the booker agreed to; a different current price books nothing. */
  expectedPrice?: number;
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
 * The first booking again, when the key's request is this one: same service, same body.
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
  const sameBody =
    !first.success || first.data.request.expectedPrice === (options.expectedPrice ?? null);
  if (earlier.serviceId !== serviceId || !sameBody) {
    throw new AppError("idempotency_key_reused", IDEMPOTENCY_KEY_REUSED);
  }
  return { booking: toBookingView(earlier), replayed: true };
}

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
  /** When it was booked, for importing history (the demo seed); defaults to now. */
  at?: Date;
}

/**
 * Makes a booking inside the caller's transaction: the booking row (the service's title and price
 * as they are now, its expiry from the service's duration), its price from the user's wallet into
 * its escrow (escrowBooking), and the service's booking count. The one way a booking is written,
 * for a user's request and for the demo seed's history alike.
 */
export async function placeBooking(tx: Tx, input: NewBooking) {
  const { service } = input;
  const bookedAt = input.at ?? new Date();
  const booking = await tx.booking.create({
    data: {
      reference: newBookingReference(),
      userId: input.userId,
      serviceId: service.id,
      organizationId: service.organizationId,
      serviceTitle: service.title,
      totalAmount: service.price,
      createdAt: bookedAt,
      expiresAt: bookingExpiry(bookedAt, service.duration),
      activeSlot: `${input.userId}:${service.id}`,
      idempotencyKey: input.idempotencyKey ?? null,
      metadata: {
        bookingType: "service_purchase",
        paymentMethod: "coins",
        ...(input.request ? { request: input.request } : {}),
      },
    },
    include: BOOKING_INCLUDE,
  });
  await escrowBooking(tx, booking, { at: input.at });
  await tx.service.update({
    where: { id: service.id },
    data: { bookingCount: { increment: 1 } },
  });
  return booking;
}

export async function createBooking(
  user: SessionUser,
  serviceId: string,
  idempotencyKey: string | null,
  origin: string,
  options: BookingOptions = {},
): Promise<BookingResult> {
  const earlier = await existingForKey(user.id, idempotencyKey);
  if (earlier) return replay(earlier, serviceId, options);

  const service = await db().service.findFirst({
    where: { id: serviceId, deletedAt: null },
    select: {
      id: true,
      title: true,
      price: true,
      status: true,
      organizationId: true,
      duration: true,
    },
  });
  if (!service) throw AppError.notFound("Service not found.");
  if (service.status !== "active") throw AppError.conflict(NOT_BOOKABLE);
  // The booking charges the price read here (its snapshot), so this is the price that counts.
  if (options.expectedPrice !== undefined && options.expectedPrice !== service.price) {
    throw new AppError("price_changed", priceChangedMessage(service.price), {
      details: { price: service.price },
    });
  }

  try {
    const row = await db().$transaction(async (tx) => {
      // First: refuses a suspended organization, and orders this booking with its suspension.
      await lockBookableOrganization(tx, service.organizationId);
      const booking = await placeBooking(tx, {
        userId: user.id,
        service,
        idempotencyKey: scopedKey(user.id, idempotencyKey),
        request: { expectedPrice: options.expectedPrice ?? null },
      });
      const mailIds = await enqueueBookingMail(tx, booking.id, "confirmed", origin);
      return { booking, mailIds };
    });
    await dispatchMail(row.mailIds);
    return { booking: toBookingView(row.booking), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new AppError("insufficient_balance", "Insufficient Balance", {
        details: {
          shortBy: error.shortBy,
          description: shortByMessage(error.shortBy),
        },
      });
    }
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      // The same key raced its first request, which won: answer what it made.
      const first = await existingForKey(user.id, idempotencyKey);
      if (first) return replay(first, serviceId, options);
      throw new AppError("already_booked", ALREADY_BOOKED);
    }
    throw error;
  }
}
