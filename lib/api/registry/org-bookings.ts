// /api/v1/org/bookings: an organization's bookings, its answers to cancel requests and to disputes.
import { orgBookingPageSchema, orgBookingSchema } from "@/lib/schemas/bookings";
import { disputeSchema } from "@/lib/schemas/disputes";
import {
  bookingListQuery,
  declineCancelBody,
  deliverBookingBody,
} from "@/lib/validations/bookings";
import { idParams } from "@/lib/validations/common";
import { respondDisputeBody } from "@/lib/validations/disputes";
import { bookingThreadRoutes } from "./booking-thread";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";

export const orgBookingsRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/org/bookings",
    tag: "Organizations",
    summary: "Bookings of your organization's services, newest first",
    permission: "orgBookings.read",
    query: bookingListQuery,
    response: orgBookingPageSchema,
  }),
  deliver: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/deliver",
    tag: "Organizations",
    summary: "Deliver: a message and files; the coins stay in escrow until the customer accepts",
    description:
      "The booking becomes `delivered`. The customer accepts it or reports a problem within the acceptance window (`delivery.acceptBy`); with neither it completes then, and your earnings (less the commission) clear after the clearing period. Refused after the due date (the coins went back to the customer).",
    permission: "orgBookings.manage",
    params: idParams,
    body: deliverBookingBody.meta({
      examples: [{ message: "Your logo files are attached, in colour and in black.", files: [] }],
    }),
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
  acceptCancelRequest: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/cancel-request/accept",
    tag: "Organizations",
    summary: "Accept the customer's request to cancel: every coin back to them",
    permission: "orgBookings.manage",
    idempotency: oncePer("booking", "409 conflict"),
    params: idParams,
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
  declineCancelRequest: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/cancel-request/decline",
    tag: "Organizations",
    summary: "Decline the customer's request to cancel, with your reason",
    permission: "orgBookings.manage",
    params: idParams,
    body: declineCancelBody.meta({
      examples: [{ reason: "The work is half done; we deliver on Friday." }],
    }),
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
  cancel: defineRoute({
    method: "POST",
    path: "/api/v1/org/bookings/{id}/cancel",
    tag: "Organizations",
    summary: "Cancel a booking before a dispute: the customer gets every coin back",
    permission: "orgBookings.manage",
    idempotency: oncePer("booking", "409 conflict"),
    params: idParams,
    response: orgBookingSchema,
    errors: ["not_found", "conflict"],
  }),
  ...bookingThreadRoutes({
    prefix: "/api/v1/org/bookings",
    tag: "Organizations",
    readPermission: "orgBookings.read",
    whose: "your organization's",
  }),
};

export const orgDisputesRoutes = {
  read: defineRoute({
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
