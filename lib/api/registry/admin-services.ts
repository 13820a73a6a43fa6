// /api/v1/admin/services: the admin's services screen (docs/spec.md "Admin services"): every
// service, searched and filtered, the admin's Activate / Deactivate / Delete of any of them, and
// the review decisions on new ones (approve, request changes, reject).
import { noData } from "@/lib/schemas/common";
import { idParams } from "@/lib/validations/common";
import {
  adminServicePageSchema,
  adminServiceSchema,
} from "@/modules/services/shared/admin-schemas";
import { adminServiceQuery } from "@/modules/services/shared/admin-validations";
import { orgServiceSchema } from "@/modules/services/shared/schemas";
import { changeRequestSchema, rejectionSchema } from "@/modules/services/shared/validations";
import { defineRoute } from "./define";

/** A moderation decision on a service or on an edit of one (`{id}` is the service or the change). */
export function decided<E extends object = object>(path: `/${string}`, summary: string, extra?: E) {
  return {
    method: "POST" as const,
    path,
    tag: "Moderation" as const,
    summary,
    permission: "services.moderate" as const,
    params: idParams,
    response: orgServiceSchema,
    errors: ["not_found" as const, "conflict" as const],
    ...(extra as E),
  };
}

export const adminServicesRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/services",
    tag: "Admin",
    summary: "Every service, newest first: search, category and status filters, cursor pages",
    description:
      "`search` matches service titles and organization names as a substring (at most 100 characters). `status` is all, active, inactive, pending, changes_requested, rejected, or pending_change (live services with an edit waiting for review, shown as a field-by-field diff). Deleted services are never listed. Up to 100 a page, 20 unless asked.",
    permission: "admin.services",
    query: adminServiceQuery,
    response: adminServicePageSchema,
    errors: ["bad_request", "validation_failed"],
  }),
  activate: defineRoute({
    method: "POST",
    path: "/api/v1/admin/services/{id}/activate",
    tag: "Admin",
    summary: "List an inactive service again ('Service Status Updated')",
    permission: "admin.services",
    params: idParams,
    response: adminServiceSchema,
    errors: ["not_found", "conflict"],
  }),
  deactivate: defineRoute({
    method: "POST",
    path: "/api/v1/admin/services/{id}/deactivate",
    tag: "Admin",
    summary: "Take an active service out of the catalogue ('Service Status Updated')",
    permission: "admin.services",
    params: idParams,
    response: adminServiceSchema,
    errors: ["not_found", "conflict"],
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/v1/admin/services/{id}",
    tag: "Admin",
    summary: "Delete a service for good ('Service Deleted')",
    description:
      "It leaves every listing (the catalogue, its organization's list and public page, this list); its bookings and the ledger keep their history. Refused (409) while it has active bookings, as for its organization.",
    permission: "admin.services",
    params: idParams,
    response: noData,
    errors: ["not_found", "conflict"],
  }),
};

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
};
