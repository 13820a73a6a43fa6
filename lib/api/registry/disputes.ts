// Disputes of bookings: the customer opens one and answers an offer, the organization answers it,
// an admin decides what neither settled (docs/features.md, "Buyer protection").
import { bookingSchema, orgBookingSchema } from "@/lib/schemas/bookings";
import {
  adminDisputeDetailSchema,
  adminDisputePageSchema,
  adminDisputeSummarySchema,
  disputeSchema,
} from "@/lib/schemas/disputes";
import { idParams } from "@/lib/validations/common";
import {
  adminDisputeQuery,
  decideDisputeBody,
  openDisputeBody,
  respondDisputeBody,
} from "@/lib/validations/disputes";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";

const SETTLES =
  "The escrow settles at once: a refund puts every coin back in the customer's wallet; a split gives the customer their coins and the organization the rest, less the platform's commission on that rest only; a release pays the organization the price less the commission (clearing first).";

export const disputeRoutes = {
  open: defineRoute({
    method: "POST",
    path: "/api/v1/users/bookings/{id}/dispute",
    tag: "Bookings",
    summary: "Open a dispute: the coins stay in escrow until it is settled",
    description:
      "Of a delivered booking within its acceptance window (`delivery.acceptBy`), or of one not delivered yet whose request to cancel the organization declined, before its due date. The booking becomes `disputed` (it no longer completes or refunds by itself) and the organization has the dispute response period to answer (`dispute.respondBy`); then an admin decides. One dispute a booking: a second, or one of a settled booking, is 409.",
    permission: "disputes.open",
    params: idParams,
    body: openDisputeBody.meta({
      examples: [
        {
          reason: "not_as_described",
          statement: "The logo has two colours, not the five the listing promised.",
          files: [],
        },
      ],
    }),
    response: bookingSchema,
    statuses: [201],
    created: {
      created: "The booking, now disputed, with its `dispute`. Location: the dispute.",
      location: (_booking, params) => `/api/v1/users/bookings/${params.id}/dispute`,
    },
    errors: ["not_found", "conflict"],
  }),
  read: defineRoute({
    method: "GET",
    path: "/api/v1/users/bookings/{id}/dispute",
    tag: "Bookings",
    summary: "The dispute of one of your bookings",
    permission: "disputes.read",
    params: idParams,
    response: disputeSchema,
    errors: ["not_found"],
  }),
  acceptOffer: defineRoute({
    method: "POST",
    path: "/api/v1/users/bookings/{id}/dispute/accept-offer",
    tag: "Bookings",
    summary: "Accept the organization's offer: the dispute ends",
    description: `Possible while the offer waits for your answer, and after you or the time sent it to an admin, until the admin decides. An offer of the whole price is a full refund (the booking is cancelled); less is a split. ${SETTLES}`,
    permission: "disputes.open",
    idempotency: oncePer("dispute", "409 conflict"),
    params: idParams,
    response: bookingSchema,
    errors: ["not_found", "conflict"],
  }),
  declineOffer: defineRoute({
    method: "POST",
    path: "/api/v1/users/bookings/{id}/dispute/escalate",
    tag: "Bookings",
    summary: "Decline the organization's offer: an admin decides",
    description:
      "The dispute goes to the admins' queue; the offer can still be accepted until an admin decides.",
    permission: "disputes.open",
    params: idParams,
    response: bookingSchema,
    errors: ["not_found", "conflict"],
  }),
  withdraw: defineRoute({
    method: "POST",
    path: "/api/v1/users/bookings/{id}/dispute/withdraw",
    tag: "Bookings",
    summary: "Withdraw your dispute: the organization is paid",
    description: `The booking completes: every coin goes to the organization, less the commission. ${SETTLES}`,
    permission: "disputes.open",
    idempotency: oncePer("dispute", "409 conflict"),
    params: idParams,
    response: bookingSchema,
    errors: ["not_found", "conflict"],
  }),
  orgRead: defineRoute({
    method: "GET",
    path: "/api/v1/org/bookings/{id}/dispute",
    tag: "Organizations",
    summary: "The dispute of a booking of yours",
    permission: "disputes.read",
    params: idParams,
    response: disputeSchema,
    errors: ["not_found"],
  }),
  respond: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/dispute/respond",
    tag: "Organizations",
    summary: "Answer a dispute: your side, and coins offered back if you wish",
    description:
      "Before `dispute.respondBy`. With `offerCoins` (1 to the price; the whole price is a full refund) the customer accepts it or asks an admin within the response period; without, an admin decides. Nothing moves until the dispute ends. Past respondBy, or once answered, 409.",
    permission: "disputes.respond",
    params: idParams,
    body: respondDisputeBody.meta({
      examples: [
        {
          statement: "We delivered the five colours in the second file; we offer 20 coins back.",
          files: [],
          offerCoins: 20,
        },
      ],
    }),
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
};

export const adminDisputeRoutes = {
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
};
