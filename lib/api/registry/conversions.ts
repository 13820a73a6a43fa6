// /api/v1/conversions: an organization turns earned coins into money through an admin's approval,
// paid to the payout account it keeps for the currency (org.ts).
import { z } from "zod";
import {
  conversionOutcomeSchema,
  conversionPageSchema,
  conversionQuoteSchema,
  conversionSchema,
} from "@/lib/schemas/conversions";
import { idParams } from "@/lib/validations/common";
import {
  conversionInputSchema,
  conversionListQuery,
  conversionQuoteQuery,
  rejectConversionSchema,
} from "@/lib/validations/conversions";
import { idempotencyKeyHeader } from "@/lib/validations/idempotency";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";

export const conversionsRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/conversions",
    tag: "Conversions",
    summary: "Conversion requests, newest first",
    description: "An organization sees its own; an admin every organization's. Filter by `status`.",
    permission: "conversions.read",
    query: conversionListQuery,
    response: conversionPageSchema,
  }),
  get: defineRoute({
    method: "GET",
    path: "/api/v1/conversions/{id}",
    tag: "Conversions",
    summary: "One conversion request",
    permission: "conversions.read",
    params: idParams,
    response: conversionSchema,
    errors: ["not_found"],
  }),
  quote: defineRoute({
    method: "GET",
    path: "/api/v1/conversions/quote",
    tag: "Conversions",
    summary: "What converting an amount of coins pays now, after fees, at the current rate",
    description:
      "A coin is worth one rupee; other currencies are paid at the exchange rate. The conversion fee (a share, rounded up, plus a fixed number of coins) is taken off the coins, and the rest is paid at the rate, rounded down to the cent. Send `payoutMinor` as `expectedPayoutMinor` when you request the conversion: the request is then made at exactly this quote, or refused with 409 quote_changed.",
    permission: "conversions.request",
    query: conversionQuoteQuery,
    response: conversionQuoteSchema,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/v1/conversions",
    tag: "Conversions",
    summary: "Ask to convert earned coins into money",
    description:
      "Priced as GET /conversions/quote prices it (fee and rate of this moment), and the request keeps that quote: approval pays exactly it, whatever the rate does meanwhile. With `expectedPayoutMinor`, a quote that changed since answers 409 quote_changed and holds nothing. The coins move from your available balance into a hold in the same transaction, so requests made at once can never together exceed it (422 insufficient_balance, 'Insufficient Coins'). Earnings of completed bookings clear for a few days before they are available: asking for more than has cleared is refused with how much has and when the rest clears (422 'Insufficient Coins', with `details.available`, `details.clearing`, `details.clearingSchedule`). Needs a verified organization (403 forbidden otherwise: an admin verifies organizations) and payout details for the currency first; refused with 409 while the organization's conversions are frozen. A request to payout details changed less than a day before is on hold until a day after the change (`heldUntil`).",
    permission: "conversions.request",
    freshProof: true,
    idempotency: "key",
    headers: z.object({ "idempotency-key": idempotencyKeyHeader.optional() }),
    body: conversionInputSchema.meta({
      description:
        "The coins to convert and the currency to be paid in (expectedPayoutMinor: the quote you were shown).",
      examples: [{ amount: 1500, currency: "INR" }],
    }),
    response: conversionOutcomeSchema,
    statuses: [201],
    created: {
      created:
        "The new request; the same 201 with `Idempotent-Replayed: true` when a repeat with its Idempotency-Key answers it again.",
      location: ({ conversion }) => `/api/v1/conversions/${conversion.id}`,
    },
    errors: [
      "forbidden",
      "insufficient_balance",
      "idempotency_key_reused",
      "quote_changed",
      "conflict",
    ],
  }),
  cancel: defineRoute({
    method: "POST",
    path: "/api/v1/conversions/{id}/cancel",
    tag: "Conversions",
    summary: "Withdraw your pending request: its coins return to your available balance",
    permission: "conversions.cancel",
    idempotency: oncePer("request", "409 conflict"),
    params: idParams,
    response: conversionOutcomeSchema,
    errors: ["not_found", "conflict"],
  }),
  approve: defineRoute({
    method: "POST",
    path: "/api/v1/conversions/{id}/approve",
    tag: "Conversions",
    summary: "Approve a pending request: it is processing while its payout is sent",
    description:
      "The coins stay held until the payout is confirmed paid (then they are redeemed) or fails (then they go back to the organization's earnings). With RazorpayX configured, a rupee payout is sent through it at once and its webhook reports the outcome; a payout RazorpayX refuses outright fails at once (the answer says `failed`). Otherwise an admin confirms the transfer with its reference (POST /admin/conversions/{id}/confirm-payout) or marks it failed. 409 while the request is on hold (its payout details changed less than a day before it: the message says until when, `details.heldUntil` too) or while its organization's conversions are frozen (`details.conversionsFrozen`).",
    permission: "conversions.decide",
    freshProof: true,
    idempotency: oncePer("request", "409 conflict"),
    params: idParams,
    response: conversionSchema,
    errors: ["not_found", "conflict"],
  }),
  reject: defineRoute({
    method: "POST",
    path: "/api/v1/conversions/{id}/reject",
    tag: "Conversions",
    summary: "Reject a pending request: its coins return to the organization",
    description: "The reason defaults to 'Administrative decision'.",
    permission: "conversions.decide",
    freshProof: true,
    idempotency: oncePer("request", "409 conflict"),
    params: idParams,
    body: rejectConversionSchema.meta({
      description: "Why, shown to the organization.",
      examples: [{ reason: "The account holder's name does not match the organization." }],
    }),
    response: conversionSchema,
    errors: ["not_found", "conflict"],
  }),
};
