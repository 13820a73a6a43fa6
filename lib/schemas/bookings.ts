// Bookings and reviews as the API answers them.
import { z } from "zod";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
import { coins, count, isoDateTime, pageOf } from "./common";

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
    status: z.enum(["active", "completed", "cancelled"]),
    createdAt: isoDateTime,
    expiresAt: isoDateTime.nullable(),
    completedAt: isoDateTime.nullable(),
    cancelledAt: isoDateTime.nullable(),
    cancelledBy: z.string().nullable(),
    cancellableUntil: isoDateTime.nullable(),
    rating: z.number().int().min(1).max(5).nullable().meta({
      description:
        "The customer's star rating of this booking, or null. The customer sees theirs while it is held (before delivery); the organization sees it once it is public.",
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
        "Coins the organization receives on completion: totalAmount less commissionCoins. A cancelled booking pays nothing.",
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
