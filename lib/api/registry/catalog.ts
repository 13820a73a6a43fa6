// The catalogue, bookings and reviews.
import { z } from "zod";
import {
  bookingPageSchema,
  bookingSchema,
  orgBookingPageSchema,
  orgBookingSchema,
  submittedReviewSchema,
} from "@/lib/schemas/bookings";
import { catalogListingSchema, serviceDetailSchema } from "@/lib/schemas/catalog";
import {
  bookServiceBody,
  bookingListQuery,
  cancelRequestBody,
  declineCancelBody,
  deliverBookingBody,
} from "@/lib/validations/bookings";
import { idParams } from "@/lib/validations/common";
import { catalogQuerySchema, reviewSchema } from "@/lib/validations/catalog";
import { idempotencyKeyHeader } from "@/lib/validations/idempotency";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";

export const catalogRoutes = {
  services: defineRoute({
    method: "GET",
    path: "/api/v1/services",
    tag: "Services",
    summary: "The catalogue: search, category, sort and pages",
    description:
      "With the counts per category and the statistics of the filtered list; for a signed-in user, also their balance and the services they have booked (`viewer`).",
    permission: "services.browse",
    query: catalogQuerySchema,
    response: catalogListingSchema,
    cache: { maxAge: 30, staleWhileRevalidate: 300 },
  }),
  service: defineRoute({
    method: "GET",
    path: "/api/v1/services/{id}",
    tag: "Services",
    summary: "A live service with its latest reviews",
    permission: "services.browse",
    params: idParams,
    response: serviceDetailSchema,
    cache: { maxAge: 30, staleWhileRevalidate: 300 },
    errors: ["not_found"],
  }),
};

export const bookingRoutes = {
  book: defineRoute({
    method: "POST",
    path: "/api/v1/services/{id}/book",
    tag: "Bookings",
    summary: "Book a service with coins",
    description:
      "Moves the price from your wallet into escrow. With `expectedPrice`, a changed price books nothing (409 price_changed).",
    permission: "bookings.create",
    idempotency: "key",
    params: idParams,
    headers: z.object({ "idempotency-key": idempotencyKeyHeader.optional() }),
    body: bookServiceBody.meta({
      description:
        "The price you were shown, so a changed price books nothing; the body may be empty ({}).",
      examples: [{ expectedPrice: 1500 }],
    }),
    response: bookingSchema,
    statuses: [201],
    created: {
      created:
        "The new booking; the same 201 with `Idempotent-Replayed: true` when a repeat with its Idempotency-Key answers it again.",
      location: (booking) => `/api/v1/users/bookings/${booking.id}`,
    },
    errors: [
      "already_booked",
      "price_changed",
      "insufficient_balance",
      "idempotency_key_reused",
      "not_found",
    ],
  }),
  list: defineRoute({
    method: "GET",
    path: "/api/v1/users/bookings",
    tag: "Bookings",
    summary: "Your bookings, newest first",
    permission: "bookings.read",
    query: bookingListQuery,
    response: bookingPageSchema,
  }),
  get: defineRoute({
    method: "GET",
    path: "/api/v1/users/bookings/{id}",
    tag: "Bookings",
    summary: "One of your bookings",
    permission: "bookings.read",
    params: idParams,
    response: bookingSchema,
    errors: ["not_found"],
  }),
  cancel: defineRoute({
    method: "POST",
    path: "/api/v1/users/bookings/{id}/cancel",
    tag: "Bookings",
    summary: "Cancel within 24 hours of booking: every coin back",
    permission: "bookings.cancel",
    idempotency: oncePer("booking", "409 conflict"),
    params: idParams,
    response: bookingSchema,
    errors: ["not_found", "conflict"],
  }),
  accept: defineRoute({
    method: "POST",
    path: "/api/v1/users/bookings/{id}/accept",
    tag: "Bookings",
    summary: "Accept the delivery: the escrow goes to the organization",
    description:
      "Completes a delivered booking at once: the organization gets the price less the platform's commission (clearing first), and your review, if any, becomes public. Refused once the acceptance window has ended (the booking completed by itself then).",
    permission: "bookings.accept",
    idempotency: oncePer("booking", "409 conflict"),
    params: idParams,
    response: bookingSchema,
    errors: ["not_found", "conflict"],
  }),
  cancelRequest: defineRoute({
    method: "POST",
    path: "/api/v1/users/bookings/{id}/cancel-request",
    tag: "Bookings",
    summary: "Ask the organization to cancel (after the free 24 hours, before a delivery)",
    description:
      "The organization accepts (every coin back) or declines with a reason; a declined request can become a dispute. A booking not delivered by its due date is refunded whatever the request's state.",
    permission: "bookings.cancel",
    params: idParams,
    body: cancelRequestBody.meta({
      examples: [{ reason: "The event was moved and I cannot attend." }],
    }),
    response: bookingSchema,
    errors: ["not_found", "conflict"],
  }),
  review: defineRoute({
    method: "POST",
    path: "/api/v1/services/{id}/reviews",
    tag: "Bookings",
    summary: "Rate a service you booked (1 to 5 stars, optional text)",
    description:
      "The same booking again edits its review (200). A review counts while its booking is active or completed.",
    permission: "reviews.write",
    params: idParams,
    body: reviewSchema.meta({
      description: "Stars from 1 to 5 and an optional comment.",
      examples: [{ rating: 5, comment: "Thorough, and on time." }],
    }),
    response: submittedReviewSchema,
    statuses: [201],
    created: {
      created:
        "The booking's first review. Location: the service, whose page lists it once it counts.",
      updated: "The booking's review, edited (`updated: true`).",
      location: (_review, params) => `/api/v1/services/${params.id}`,
    },
    errors: ["not_found", "conflict"],
  }),
};

export const orgBookingRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/org/bookings",
    tag: "Organizations",
    summary: "Bookings of your organization's services, newest first",
    permission: "orgBookings.read",
    query: bookingListQuery,
    response: orgBookingPageSchema,
  }),
  deliver: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/deliver",
    tag: "Organizations",
    summary: "Deliver: a message and files; the coins stay in escrow until the customer accepts",
    description:
      "The booking becomes `delivered`. The customer accepts it or reports a problem within the acceptance window (`delivery.acceptBy`); with neither it completes then, and your earnings (less the commission) clear after the clearing period. Refused after the due date (the coins went back to the customer).",
    permission: "orgBookings.manage",
    params: idParams,
    body: deliverBookingBody.meta({
      examples: [{ message: "Your logo files are attached, in colour and in black.", files: [] }],
    }),
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
  acceptCancelRequest: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/cancel-request/accept",
    tag: "Organizations",
    summary: "Accept the customer's request to cancel: every coin back to them",
    permission: "orgBookings.manage",
    idempotency: oncePer("booking", "409 conflict"),
    params: idParams,
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
  declineCancelRequest: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/cancel-request/decline",
    tag: "Organizations",
    summary: "Decline the customer's request to cancel, with your reason",
    permission: "orgBookings.manage",
    params: idParams,
    body: declineCancelBody.meta({
      examples: [{ reason: "The work is half done; we deliver on Friday." }],
    }),
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
  cancel: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/cancel",
    tag: "Organizations",
    summary: "Cancel a booking before a dispute: the customer gets every coin back",
    permission: "orgBookings.manage",
    idempotency: oncePer("booking", "409 conflict"),
    params: idParams,
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
};
