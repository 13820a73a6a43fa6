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
import { bookServiceBody, bookingListQuery } from "@/lib/validations/bookings";
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
  complete: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/complete",
    tag: "Organizations",
    summary: "Delivered: the escrowed coins become your earnings, less the commission",
    permission: "orgBookings.manage",
    idempotency: oncePer("booking", "409 conflict"),
    params: idParams,
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
  cancel: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/cancel",
    tag: "Organizations",
    summary: "Cancel an active booking: the customer gets every coin back",
    permission: "orgBookings.manage",
    idempotency: oncePer("booking", "409 conflict"),
    params: idParams,
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
};
