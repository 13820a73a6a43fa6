// /api/v1/services: the catalogue, booking and reviewing a service, and an organization offering,
// editing, pausing and deleting its own.
import { z } from "zod";
import { bookingSchema, submittedReviewSchema } from "@/lib/schemas/bookings";
import { noData } from "@/lib/schemas/common";
import { bookServiceBody } from "@/lib/validations/bookings";
import { idParams } from "@/lib/validations/common";
import { idempotencyKeyHeader } from "@/lib/validations/idempotency";
import { catalogListingSchema, serviceDetailSchema } from "@/modules/catalog/shared/schemas";
import { catalogQuerySchema, reviewSchema } from "@/modules/catalog/shared/validations";
import { orgServiceSchema } from "@/modules/services/shared/schemas";
import { serviceInputSchema } from "@/modules/services/shared/validations";
import { defineRoute } from "./define";

const serviceInput = serviceInputSchema.meta({
  description:
    "The service's fields; images are paths from POST /api/v1/uploads/images. `questions` (at most 5) are asked when booking: left out, a new service asks none and an edit keeps them; an edited question keeps its `id`, a new one has none and is given one.",
  examples: [
    {
      title: "Website audit",
      description:
        "A review of your site's speed, accessibility and search ranking, with a written report.",
      price: 1500,
      category: "technology",
      features: ["Written report", "One follow-up call"],
      duration: "3 days",
      tags: ["seo", "accessibility"],
      images: [],
      questions: [
        { prompt: "Which site should we audit?", required: true, kind: "text" },
        { prompt: "Your last audit, if any", required: false, kind: "file" },
      ],
    },
  ],
});

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
  book: defineRoute({
    method: "POST",
    path: "/api/v1/services/{id}/book",
    tag: "Bookings",
    summary: "Book a service with coins",
    description:
      "Moves the price from your wallet into escrow. With `expectedPrice`, a changed price books nothing (409 price_changed). `answers` answer the service's `questions` (GET /api/v1/services/{id}): each required one must be answered, with text or with the path of a file from POST /api/v1/uploads/attachments as its `kind` says (422 naming the first question left unanswered).",
    permission: "bookings.create",
    idempotency: "key",
    params: idParams,
    headers: z.object({ "idempotency-key": idempotencyKeyHeader.optional() }),
    body: bookServiceBody.meta({
      description:
        "The price you were shown, so a changed price books nothing, and the answers to the service's questions; the body may be empty ({}) when it asks none.",
      examples: [
        {
          expectedPrice: 1500,
          answers: [
            { questionId: "q_logo_use", text: "A bakery opening in March." },
            { questionId: "q_logo_now", file: "/uploads/0123456789abcdef0123456789abcdef.pdf" },
          ],
        },
      ],
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

export const orgServicesRoutes = {
  create: defineRoute({
    method: "POST",
    path: "/api/v1/services",
    tag: "Organizations",
    summary: "Offer a service: it waits for an admin's review",
    description:
      "Title, description, price (whole coins) and category are required ('Please fill in all fields.').",
    permission: "services.create",
    body: serviceInput,
    response: orgServiceSchema,
    statuses: [201],
    created: {
      created:
        "The new service, waiting for review. Location: its path, where PUT and DELETE act on it.",
      location: (service) => `/api/v1/services/${service.id}`,
    },
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/v1/services/{id}",
    tag: "Organizations",
    summary: "Edit one of your services",
    description:
      "Not yet approved: the edit applies and the service is sent for review again. Live: duration and tags apply at once; changes to the title, description, price, category, features, images or questions wait for an admin as `pendingChange`, while the approved version stays listed and bookable (and bookings answer its questions).",
    permission: "services.edit",
    params: idParams,
    body: serviceInput,
    response: orgServiceSchema,
    errors: ["not_found", "conflict"],
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/v1/services/{id}",
    tag: "Organizations",
    summary: "Delete a service (refused while it has active bookings)",
    description: "It leaves every listing; its bookings and the ledger keep their history.",
    permission: "services.manage",
    params: idParams,
    response: noData,
    errors: ["not_found", "conflict"],
  }),
  activate: defineRoute({
    method: "POST",
    path: "/api/v1/services/{id}/activate",
    tag: "Organizations",
    summary: "List an approved service again",
    permission: "services.manage",
    params: idParams,
    response: orgServiceSchema,
    errors: ["not_found", "conflict"],
  }),
  deactivate: defineRoute({
    method: "POST",
    path: "/api/v1/services/{id}/deactivate",
    tag: "Organizations",
    summary: "Take an approved service out of the catalogue for now",
    permission: "services.manage",
    params: idParams,
    response: orgServiceSchema,
    errors: ["not_found", "conflict"],
  }),
};
