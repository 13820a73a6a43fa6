// /api/v1/users/bookings: a customer's bookings and the disputes they open on them.
import { bookingPageSchema, bookingSchema } from "@/lib/schemas/bookings";
import { disputeSchema } from "@/lib/schemas/disputes";
import { bookingListQuery, cancelRequestBody } from "@/lib/validations/bookings";
import { idParams } from "@/lib/validations/common";
import { openDisputeBody } from "@/lib/validations/disputes";
import { bookingThreadRoutes } from "./booking-thread";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";

export const SETTLES =
  "The escrow settles at once: a refund puts every coin back in the customer's wallet; a split gives the customer their coins and the organization the rest, less the platform's commission on that rest only; a release pays the organization the price less the commission (clearing first).";

export const bookingsRoutes = {
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
  ...bookingThreadRoutes({
    prefix: "/api/v1/users/bookings",
    tag: "Bookings",
    readPermission: "bookings.read",
    whose: "your",
  }),
};

export const disputesRoutes = {
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
};
