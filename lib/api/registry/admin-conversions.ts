// admin-conversions: the admin's conversion queue (docs/features.md). Single decisions use the
// conversions routes (POST /api/v1/conversions/{id}/approve|reject).
import {
  adminConversionPageSchema,
  adminConversionSummarySchema,
  bulkApprovalSchema,
  conversionPayoutSchema,
} from "@/lib/schemas/admin-conversions";
import {
  adminConversionFilters,
  adminConversionQuery,
  bulkApproveSchema,
} from "@/lib/validations/admin-conversions";
import { idParams } from "@/lib/validations/common";
import { EXPORT_HEADER } from "@/lib/server/conversions/admin-conversions";
import { csvExport } from "./csv-export";
import { defineRoute } from "./define";

const TAG = "Admin";
const FILTERS =
  "Filter by `status` (all, pending, approved, rejected, cancelled), the days requested `from` and `to` (YYYY-MM-DD in the caller's time zone: the `cm_tz` cookie a browser sets, else IST in India and UTC elsewhere; both included; `from` not after `to`) and `search` (part of the organization's name).";

export const adminConversionRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/conversions",
    tag: TAG,
    summary: "Every organization's conversion requests, newest first",
    description: `${FILTERS} Pages by \`cursor\` (the \`nextCursor\` of the page before).`,
    permission: "admin.conversions",
    query: adminConversionQuery,
    response: adminConversionPageSchema,
  }),
  summary: defineRoute({
    method: "GET",
    path: "/api/v1/admin/conversions/summary",
    tag: TAG,
    summary: "The queue's figures: pending requests, the coins they hold, all requests",
    permission: "admin.conversions",
    response: adminConversionSummarySchema,
  }),
  export: defineRoute({
    method: "GET",
    path: "/api/v1/admin/conversions/export",
    tag: TAG,
    summary: "The conversion history as CSV (same filters, up to 50,000 requests)",
    description: FILTERS,
    permission: "admin.conversions",
    query: adminConversionFilters,
    response: adminConversionPageSchema,
    rawResponse: csvExport("One row a request, newest first.", EXPORT_HEADER, [
      "cm3x7k2p90001qz8h4t6v2b1d",
      "Lovelace Analytics",
      1500,
      45,
      1455,
      "INR",
      "1.00",
      "1455.00",
      "approved",
      "2026-11-20T09:30:00.000Z",
      "2026-11-21T10:00:00.000Z",
      "",
    ]),
  }),
  payout: defineRoute({
    method: "GET",
    path: "/api/v1/admin/conversions/{id}/payout",
    tag: TAG,
    summary: "Where a request is paid, in full, for the admin who pays it",
    description:
      "The payout details the organization gave with the request, unsealed. Each reading is written to the audit log (`conversion.payout_viewed`). Pending and approved requests only (409 otherwise); 404 for a request made before payout details existed.",
    permission: "conversions.decide",
    params: idParams,
    response: conversionPayoutSchema,
    errors: ["not_found", "conflict"],
  }),
  approveMany: defineRoute({
    method: "POST",
    path: "/api/v1/admin/conversions/approve",
    tag: TAG,
    summary: "Approve up to 50 pending requests at once",
    description:
      "Each is settled on its own, as one approval would be: the answer says for each id `approved`, `already_processed` (another admin decided it first), `not_found` or `no_payout_destination` (the request has nowhere to pay: it stays pending, to be rejected), and how many were approved. The message is 'Conversion Approved' when at least one was.",
    permission: "conversions.decide",
    idempotency: {
      none: "Each request is settled once: a repeat answers `already_processed` for each and moves nothing.",
    },
    body: bulkApproveSchema.meta({
      description: "The pending requests to approve, up to 50.",
      examples: [{ ids: ["cm3x7k2p90001qz8h4t6v2b1d", "cm3x7k2p90002qz8h4t6v2b1e"] }],
    }),
    response: bulkApprovalSchema,
  }),
};
