// admin-services: the admin's services screen (docs/spec.md "Admin services"): every service, searched
// and filtered, and the admin's Activate / Deactivate / Delete of any of them. The review
// decisions (approve, request changes, reject) are the moderation routes of org-services.ts.
import { adminServicePageSchema, adminServiceSchema } from "@/lib/schemas/admin-services";
import { noData } from "@/lib/schemas/common";
import { adminServiceQuery } from "@/lib/validations/admin-services";
import { idParams } from "@/lib/validations/common";
import { defineRoute } from "./define";

const TAG = "Admin";

export const adminServiceRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/services",
    tag: TAG,
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
    tag: TAG,
    summary: "List an inactive service again ('Service Status Updated')",
    permission: "admin.services",
    params: idParams,
    response: adminServiceSchema,
    errors: ["not_found", "conflict"],
  }),
  deactivate: defineRoute({
    method: "POST",
    path: "/api/v1/admin/services/{id}/deactivate",
    tag: TAG,
    summary: "Take an active service out of the catalogue ('Service Status Updated')",
    permission: "admin.services",
    params: idParams,
    response: adminServiceSchema,
    errors: ["not_found", "conflict"],
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/v1/admin/services/{id}",
    tag: TAG,
    summary: "Delete a service for good ('Service Deleted')",
    description:
      "It leaves every listing (the catalogue, its organization's list and public page, this list); its bookings and the ledger keep their history. Refused (409) while it has active bookings, as for its organization.",
    permission: "admin.services",
    params: idParams,
    response: noData,
    errors: ["not_found", "conflict"],
  }),
};
