// /api/v1/admin/conversions: the admin's conversion queue (docs/features.md), and the payouts an
// admin completes by hand. Single decisions use the conversions routes
// (POST /api/v1/conversions/{id}/approve|reject).
import {
  adminConversionPageSchema,
  adminConversionSchema,
  adminConversionSummarySchema,
  bulkApprovalSchema,
  conversionPayoutSchema,
} from "@/lib/schemas/admin-conversions";
import { EXPORT_HEADER } from "@/lib/server/conversions/admin-conversions";
import {
  adminConversionFilters,
  adminConversionQuery,
  bulkApproveSchema,
  confirmPayoutSchema,
  failPayoutSchema,
} from "@/lib/validations/admin-conversions";
import { idParams } from "@/lib/validations/common";
import { csvExport } from "./csv-export";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";

const FILTERS =
  "Filter by `status` (all, pending, processing, paid, failed, rejected, cancelled), the days requested `from` and `to` (YYYY-MM-DD in the caller's time zone: the `cm_tz` cookie a browser sets, else IST in India and UTC elsewhere; both included; `from` not after `to`) and `search` (part of the organization's name).";

export const adminConversionsRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/conversions",
    tag: "Admin",
    summary: "Every organization's conversion requests, newest first",
    description: `${FILTERS} Pages by \`cursor\` (the \`nextCursor\` of the page before).`,
    permission: "admin.conversions",
    query: adminConversionQuery,
    response: adminConversionPageSchema,
  }),
  summary: defineRoute({
    method: "GET",
    path: "/api/v1/admin/conversions/summary",
    tag: "Admin",
    summary:
      "The queue's figures: pending requests, payouts to send (processing), the coins they hold, all requests",
    permission: "admin.conversions",
    response: adminConversionSummarySchema,
  }),
  export: defineRoute({
    method: "GET",
    path: "/api/v1/admin/conversions/export",
    tag: "Admin",
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
      "paid",
      "2026-11-20T09:30:00.000Z",
      "2026-11-21T10:00:00.000Z",
      "",
      "2026-11-22T06:30:00.000Z",
      "HDFCN00000000001",
      "",
    ]),
  }),
  payout: defineRoute({
    method: "GET",
    path: "/api/v1/admin/conversions/{id}/payout",
    tag: "Admin",
    summary: "Where a request is paid, in full, for the admin who pays it",
    description:
      "The payout details the organization gave with the request, unsealed. Each reading is written to the audit log (`conversion.payout_viewed`). Pending and processing requests only (409 otherwise); 404 for a request made before payout details existed. 409 with what to do when they do not open with this server's key (PAYOUT_ENCRYPTION_KEY, else AUTH_SECRET): a restore without the key they were sealed with.",
    permission: "conversions.decide",
    freshProof: true,
    params: idParams,
    response: conversionPayoutSchema,
    errors: ["not_found", "conflict"],
  }),
  approveMany: defineRoute({
    method: "POST",
    path: "/api/v1/admin/conversions/approve",
    tag: "Admin",
    summary: "Approve up to 50 pending requests at once",
    description:
      "Each is settled on its own, as one approval would be (it is then processing while its payout is sent): the answer says for each id `approved`, `already_processed` (another admin decided it first), `not_found`, `no_payout_destination` (the request has nowhere to pay: it stays pending, to be rejected), `held` (its payout details changed less than a day before it: not before its `heldUntil`) or `frozen` (its organization's conversions are frozen), and how many were approved. The message is 'Conversion Approved' when at least one was.",
    permission: "conversions.decide",
    freshProof: true,
    idempotency: {
      none: "Each request is settled once: a repeat answers `already_processed` for each and moves nothing.",
    },
    body: bulkApproveSchema.meta({
      description: "The pending requests to approve, up to 50.",
      examples: [{ ids: ["cm3x7k2p90001qz8h4t6v2b1d", "cm3x7k2p90002qz8h4t6v2b1e"] }],
    }),
    response: bulkApprovalSchema,
  }),
  confirmPayout: defineRoute({
    method: "POST",
    path: "/api/v1/admin/conversions/{id}/confirm-payout",
    tag: "Admin",
    summary: "Confirm a processing payout was sent: its transfer reference and date",
    description:
      "For payouts sent by hand (test mode, or a currency RazorpayX does not pay). The request is paid: its held coins are redeemed (the net coins, and the fee to the platform), the organization is emailed the date and reference, and it is audited (`conversion.paid`). `sentOn` is a day in the caller's time zone, not in the future nor before the approval (422). 409 when the payout is no longer processing (another admin settled it) or RazorpayX sent it (its webhook reports it).",
    permission: "conversions.decide",
    freshProof: true,
    idempotency: oncePer("payout", "409 conflict"),
    params: idParams,
    body: confirmPayoutSchema.meta({
      description: "The transfer's reference (UTR or bank reference) and the day it was sent.",
      examples: [{ reference: "HDFCN00000000001", sentOn: "2026-11-22" }],
    }),
    response: adminConversionSchema,
    errors: ["not_found", "conflict"],
  }),
  failPayout: defineRoute({
    method: "POST",
    path: "/api/v1/admin/conversions/{id}/fail-payout",
    tag: "Admin",
    summary: "Mark a processing payout failed: its coins go back to the organization",
    description:
      "The request fails with the reason, shown and emailed to the organization; its held coins return to the organization's earnings, and it is audited (`conversion.payout_failed`). 409 when the payout is no longer processing or RazorpayX sent it.",
    permission: "conversions.decide",
    freshProof: true,
    idempotency: oncePer("payout", "409 conflict"),
    params: idParams,
    body: failPayoutSchema.meta({
      description: "Why the payout failed, told to the organization.",
      examples: [{ reason: "The bank returned the transfer: the account is closed." }],
    }),
    response: adminConversionSchema,
    errors: ["not_found", "conflict"],
  }),
};
