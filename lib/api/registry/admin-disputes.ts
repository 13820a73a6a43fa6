// /api/v1/admin/disputes: disputes the customer and the organization did not settle.
import { bookingThreadSchema } from "@/lib/schemas/booking-messages";
import {
  adminDisputeDetailSchema,
  adminDisputePageSchema,
  adminDisputeSummarySchema,
} from "@/lib/schemas/disputes";
import { idParams } from "@/lib/validations/common";
import { adminDisputeQuery, decideDisputeBody } from "@/lib/validations/disputes";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";
import { SETTLES } from "./users-bookings";

export const adminDisputesRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/admin/disputes",
    tag: "Admin",
    summary: "Every dispute: those an admin decides first",
    description:
      "Ordered by state (awaiting_admin, awaiting_organization, awaiting_customer, resolved), newest first within each. Filter by `status` (all, open or one state) and `search` (a booking reference, or part of the organization's or customer's name). Pages by `cursor` (the `nextCursor` of the page before).",
    permission: "admin.disputes",
    query: adminDisputeQuery,
    response: adminDisputePageSchema,
  }),
  summary: defineRoute({
    method: "GET",
    path: "/api/v1/admin/disputes/summary",
    tag: "Admin",
    summary: "The dispute queue's figures: disputes in each state, coins held by open ones",
    permission: "admin.disputes",
    response: adminDisputeSummarySchema,
  }),
  detail: defineRoute({
    method: "GET",
    path: "/api/v1/admin/disputes/{id}",
    tag: "Admin",
    summary: "One dispute's case file: both sides, the delivery, the offer, each side's history",
    permission: "admin.disputes",
    params: idParams,
    response: adminDisputeDetailSchema,
    errors: ["not_found"],
  }),
  decide: defineRoute({
    method: "POST",
    path: "/api/v1/admin/disputes/{id}/decide",
    tag: "Admin",
    summary: "Decide a dispute: release, refund or split, with a note both sides read",
    description: `Final. \`refundCoins\` (a split only) is 1 to the price less 1. ${SETTLES} Any dispute not resolved can be decided; one already resolved (by another admin, or the customer accepting an offer meanwhile) is 409.`,
    permission: "disputes.decide",
    freshProof: true,
    idempotency: oncePer("dispute", "409 conflict"),
    params: idParams,
    body: decideDisputeBody.meta({
      examples: [
        {
          outcome: "split",
          refundCoins: 40,
          note: "Two of the five promised colours were delivered: 40 of 100 coins back.",
        },
      ],
    }),
    response: adminDisputeDetailSchema,
    errors: ["not_found", "conflict", "validation_failed"],
  }),
  messages: defineRoute({
    method: "GET",
    path: "/api/v1/admin/disputes/{id}/messages",
    tag: "Admin",
    summary: "The disputed booking's thread, for deciding the dispute (audited)",
    description:
      "An admin reads a booking's thread only through its dispute; each reading is written to the audit log.",
    permission: "admin.disputes",
    params: idParams,
    response: bookingThreadSchema,
    errors: ["not_found"],
  }),
};
