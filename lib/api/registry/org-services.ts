// Organizations' services: offering, editing, pausing and deleting them; admins' decisions on new
// services and on edits of live ones (the admin's list of services is in admin-services.ts).
import { noData } from "@/lib/schemas/common";
import { orgServicePageSchema, orgServiceSchema } from "@/lib/schemas/org-services";
import { cursorPageQuery, idParams } from "@/lib/validations/common";
import {
  changeRequestSchema,
  rejectionSchema,
  serviceInputSchema,
} from "@/lib/validations/org-services";
import { defineRoute } from "./define";
import type { ApiTag } from "./tags";

const TAG = "Organizations";
const MODERATION: ApiTag = "Moderation";

const serviceInput = serviceInputSchema.meta({
  description: "The service's fields; images are paths from POST /api/v1/uploads/images.",
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
    },
  ],
});

export const orgServiceRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/org/services",
    tag: TAG,
    summary: "Your organization's services, newest first, with their review state",
    permission: "orgServices.read",
    query: cursorPageQuery,
    response: orgServicePageSchema,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/v1/services",
    tag: TAG,
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
    tag: TAG,
    summary: "Edit one of your services",
    description:
      "Not yet approved: the edit applies and the service is sent for review again. Live: duration and tags apply at once; changes to the title, description, price, category, features or images wait for an admin as `pendingChange`, while the approved version stays listed and bookable.",
    permission: "services.edit",
    params: idParams,
    body: serviceInput,
    response: orgServiceSchema,
    errors: ["not_found", "conflict"],
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/v1/services/{id}",
    tag: TAG,
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
    tag: TAG,
    summary: "List an approved service again",
    permission: "services.manage",
    params: idParams,
    response: orgServiceSchema,
    errors: ["not_found", "conflict"],
  }),
  deactivate: defineRoute({
    method: "POST",
    path: "/api/v1/services/{id}/deactivate",
    tag: TAG,
    summary: "Take an approved service out of the catalogue for now",
    permission: "services.manage",
    params: idParams,
    response: orgServiceSchema,
    errors: ["not_found", "conflict"],
  }),
};

/** A moderation decision on a service or on an edit of one (`{id}` is the service or the change). */
function decided<E extends object = object>(path: `/${string}`, summary: string, extra?: E) {
  return {
    method: "POST" as const,
    path,
    tag: MODERATION,
    summary,
    permission: "services.moderate" as const,
    params: idParams,
    response: orgServiceSchema,
    errors: ["not_found" as const, "conflict" as const],
    ...(extra as E),
  };
}

export const moderationRoutes = {
  approve: defineRoute(
    decided("/api/v1/admin/services/{id}/approve", "Approve a pending service", {
      description: "Answers 'Service Approved'. A second admin approving at once gets 409.",
    }),
  ),
  requestChanges: defineRoute(
    decided("/api/v1/admin/services/{id}/request-changes", "Ask the organization for changes", {
      body: changeRequestSchema,
    }),
  ),
  reject: defineRoute(
    decided("/api/v1/admin/services/{id}/reject", "Reject a pending service", {
      body: rejectionSchema,
      description: "The reason defaults to 'Administrative decision'.",
    }),
  ),
  approveChange: defineRoute(
    decided("/api/v1/admin/service-changes/{id}/approve", "Approve an edit of a live service"),
  ),
  requestChangeChanges: defineRoute(
    decided(
      "/api/v1/admin/service-changes/{id}/request-changes",
      "Ask for changes to an edit of a live service",
      { body: changeRequestSchema },
    ),
  ),
  rejectChange: defineRoute(
    decided("/api/v1/admin/service-changes/{id}/reject", "Reject an edit of a live service", {
      body: rejectionSchema,
    }),
  ),
};
