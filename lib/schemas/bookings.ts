// Bookings and reviews as the API answers them.
import { z } from "zod";
import {
  BOOKING_STATUSES,
  type BookingAnswer,
  type BookingView,
  type OrgBookingView,
} from "@/lib/bookings/booking-types";
import { cancelRequestSchema, deliverySchema } from "./booking-steps";
import { coins, count, isoDateTime, pageOf } from "./common";
import { disputeSchema } from "./disputes";

export const bookingAnswerSchema = z
  .object({
    questionId: z.string(),
    prompt: z.string().meta({ description: "The question as it was asked when booked." }),
    kind: z.enum(["text", "file"]),
    text: z.string().nullable().meta({ description: "The written answer (a text question)." }),
    file: z
      .string()
      .nullable()
      .meta({ description: "The uploaded file's site path (a file question)." }),
  })
  .meta({
    id: "BookingAnswer",
    description: "The customer's answer to one of the service's questions when booking.",
  }) satisfies z.ZodType<BookingAnswer>;

export const bookingSchema = z
  .object({
    id: z.string(),
    bookingReference: z.string(),
    serviceId: z.string(),
    serviceTitle: z.string(),
    organization: z.string(),
    organizationId: z.string(),
    customerName: z.string(),
    totalAmount: coins,
    quantity: count,
    status: z.enum(BOOKING_STATUSES).meta({
      description:
        "active: paid into escrow, waiting for the delivery until dueAt; delivered: the customer accepts or reports a problem until delivery.acceptBy, then it completes by itself; disputed: settled by its dispute; completed: the organization was paid; cancelled: every coin went back to the customer.",
    }),
    createdAt: isoDateTime,
    dueAt: isoDateTime.meta({
      description:
        "When the organization must have delivered: undelivered by then, every coin goes back to the customer.",
    }),
    delivery: deliverySchema.nullable(),
    completedAt: isoDateTime.nullable(),
    completion: z.enum(["accepted", "acceptance_window", "dispute"]).nullable().meta({
      description:
        "How a completed booking came to pay: the customer accepted, the acceptance window ended, or a dispute.",
    }),
    cancelledAt: isoDateTime.nullable(),
    cancelledBy: z.string().nullable(),
    refundReason: z.enum(["not_delivered", "cancel_request", "dispute"]).nullable().meta({
      description: "Why a cancelled booking's coins went back, when not an ordinary cancellation.",
    }),
    refundedCoins: count.meta({
      description: "Coins a dispute gave back to the customer of a completed booking.",
    }),
    cancelRequest: cancelRequestSchema.nullable(),
    dispute: disputeSchema.nullable().meta({
      description:
        "The customer's dispute of this booking, open or resolved; null when there is none.",
    }),
    cancellableUntil: isoDateTime.nullable(),
    rating: z.number().int().min(1).max(5).nullable().meta({
      description:
        "The customer's star rating of this booking, or null. The customer sees theirs while it is held (before delivery); the organization sees it once it is public.",
    }),
    unreadMessages: count.meta({
      description:
        "The other side's messages in the booking's thread the reader has not marked read. Counted in the lists and in GET of one booking; the answer of an action on the booking (deliver, accept, cancel...) says 0: read the booking to know.",
    }),
    answers: z.array(bookingAnswerSchema).meta({
      description:
        "The brief: the customer's answers to the service's questions, in the questions' order; a skipped optional question has none.",
    }),
  })
  .meta({ id: "Booking" }) satisfies z.ZodType<BookingView>;

export const bookingPageSchema = pageOf(bookingSchema);

/** The organization's view of a booking: the user's fields, and the platform's cut. */
export const orgBookingSchema = bookingSchema
  .extend({
    commissionBps: z
      .number()
      .int()
      .min(0)
      .max(10_000)
      .meta({ description: "The commission's rate when booked, in basis points (1500 = 15%)." }),
    commissionCoins: coins.meta({
      description: "Coins the platform keeps on completion, fixed when booked.",
    }),
    netCoins: coins.meta({
      description:
        "Coins the organization receives on completion: totalAmount less refundedCoins and commissionCoins. A cancelled booking pays nothing.",
    }),
  })
  .meta({ id: "OrgBooking" }) satisfies z.ZodType<OrgBookingView>;

export const orgBookingPageSchema = pageOf(orgBookingSchema);

export const submittedReviewSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    updated: z.boolean(),
    held: z.boolean().meta({
      description:
        "True while the booking is not yet delivered: the review is private and counts in no rating until the booking completes; it is dropped if the booking is cancelled.",
    }),
  })
  .meta({ id: "Review" });
