// Conversions: an organization turns earned coins into money through an admin's approval, paid
// to the payout account it keeps for the currency; RazorpayX reports the payouts it sends.
import { z } from "zod";
import {
  conversionOutcomeSchema,
  conversionPageSchema,
  conversionQuoteSchema,
  conversionSchema,
  conversionsFreezeSchema,
  payoutAccountListSchema,
  payoutAccountSchema,
  payoutWebhookOutcomeSchema,
} from "@/lib/schemas/conversions";
import { WEBHOOK_MAX_BODY_BYTES } from "@/lib/server/payments/signed-webhook";
import { idParams } from "@/lib/validations/common";
import {
  conversionInputSchema,
  conversionListQuery,
  conversionQuoteQuery,
  currencyParams,
  payoutInputSchema,
  payoutWebhookEventSchema,
  rejectConversionSchema,
} from "@/lib/validations/conversions";
import { freezeConversionsSchema } from "@/lib/validations/conversions-freeze";
import { idempotencyKeyHeader } from "@/lib/validations/idempotency";
import { defineRoute } from "./define";
import { oncePer } from "./idempotency";
import { razorpayWebhookHeaders } from "./razorpay-webhook-headers";

const TAG = "Conversions";

export const conversionRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/conversions",
    tag: TAG,
    summary: "Conversion requests, newest first",
    description: "An organization sees its own; an admin every organization's. Filter by `status`.",
    permission: "conversions.read",
    query: conversionListQuery,
    response: conversionPageSchema,
  }),
  get: defineRoute({
    method: "GET",
    path: "/api/v1/conversions/{id}",
    tag: TAG,
    summary: "One conversion request",
    permission: "conversions.read",
    params: idParams,
    response: conversionSchema,
    errors: ["not_found"],
  }),
  quote: defineRoute({
    method: "GET",
    path: "/api/v1/conversions/quote",
    tag: TAG,
    summary: "What converting an amount of coins pays now, after fees, at the current rate",
    description:
      "A coin is worth one rupee; USD and EUR are paid at the exchange rate. The conversion fee (a share, rounded up, plus a fixed number of coins) is taken off the coins, and the rest is paid at the rate, rounded down to the cent. Send `payoutMinor` as `expectedPayoutMinor` when you request the conversion: the request is then made at exactly this quote, or refused with 409 quote_changed.",
    permission: "conversions.request",
    query: conversionQuoteQuery,
    response: conversionQuoteSchema,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/v1/conversions",
    tag: TAG,
    summary: "Ask to convert earned coins into money",
    description:
      "Priced as GET /conversions/quote prices it (fee and rate of this moment), and the request keeps that quote: approval pays exactly it, whatever the rate does meanwhile. With `expectedPayoutMinor`, a quote that changed since answers 409 quote_changed and holds nothing. The coins move from your available balance into a hold in the same transaction, so requests made at once can never together exceed it (422 insufficient_balance, 'Insufficient Coins'). Earnings of completed bookings clear for a few days before they are available: asking for more than has cleared is refused with how much has and when the rest clears (the issue's message, and `details.available`, `details.clearing`, `details.clearingSchedule`). Needs a verified organization (403 forbidden otherwise: an admin verifies organizations) and payout details for the currency first; refused with 409 while the organization's conversions are frozen. A request to payout details changed less than a day before is on hold until a day after the change (`heldUntil`).",
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
    tag: TAG,
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
    tag: TAG,
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
    tag: TAG,
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
  freeze: defineRoute({
    method: "POST",
    path: "/api/v1/organizations/freeze",
    tag: TAG,
    summary: "Freeze your organization's conversions from the link of a payout-details mail",
    description:
      'Every change of payout details is mailed to the organization with this link ("Not you?"). Its code works once, for 7 days: no conversion of the organization can then be requested or approved until an admin unfreezes them (DELETE /admin/users/{id}/conversions-freeze). The link opens a page that asks before it freezes, so a mail scanner opening links freezes nothing. A used, unknown or expired code is 400 (invalid_action_code, expired_action_code).',
    permission: "conversions.freeze",
    body: freezeConversionsSchema.meta({
      description: "The code of the mailed link.",
      examples: [{ code: "q8ZlR2vN0bX4cT7mYp1sKd9wEa3uHf6gJi5oLr2nBc0" }],
    }),
    response: conversionsFreezeSchema,
    errors: ["invalid_action_code", "expired_action_code"],
  }),
  unfreeze: defineRoute({
    method: "DELETE",
    path: "/api/v1/admin/users/{id}/conversions-freeze",
    tag: "Admin",
    summary: "Unfreeze the conversions of the account's organization",
    description:
      "Lifts the freeze its owner set from a payout-details mail, audited: requests and approvals of its conversions are open again. 409 when they are not frozen or the account has no organization.",
    permission: "organizations.verify",
    freshProof: true,
    params: idParams,
    response: conversionsFreezeSchema,
    errors: ["not_found", "conflict"],
  }),
};

export const payoutRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/v1/org/payout-accounts",
    tag: TAG,
    summary: "Where your organization is paid, by currency (masked)",
    permission: "payouts.manage",
    response: payoutAccountListSchema,
  }),
  save: defineRoute({
    method: "PUT",
    path: "/api/v1/org/payout-accounts/{currency}",
    tag: TAG,
    summary: "Set where you are paid in a currency",
    description:
      "INR: a bank account (account number, IFSC) or UPI ID; EUR: an IBAN (BIC optional); USD: an account and ABA routing number. Stored encrypted; only the masked form is ever returned. Requests already made keep the details they were made with.",
    permission: "payouts.manage",
    freshProof: true,
    params: currencyParams,
    body: payoutInputSchema.meta({
      description:
        "The account, by method: bank_account (INR), upi (INR), iban (EUR), us_account (USD).",
      examples: [{ method: "upi", holderName: "Lovelace Analytics", upiId: "lovelace@okbank" }],
    }),
    response: payoutAccountSchema,
  }),
  webhook: defineRoute({
    method: "POST",
    path: "/api/v1/payouts/webhook",
    tag: TAG,
    summary: "RazorpayX's payout events, signed over the raw body (X-Razorpay-Signature)",
    description:
      "payout.processed marks the request paid (the bank's UTR as its reference); payout.failed, payout.reversed and payout.rejected mark it failed and return its coins to the organization's earnings. A wrong or missing signature is 400.",
    permission: "payouts.webhook",
    idempotency: {
      none: "A delivery is recorded by its event id, and a request is settled only while its payout is processing: a repeated delivery answers `duplicate` (or `ignored`) and moves nothing.",
    },
    headers: razorpayWebhookHeaders({
      secret: "the payouts webhook secret",
      eventIdExample: "evt_PQ9b2Cc3Dd4Ee5",
    }),
    rawBody: {
      mediaType: "application/json",
      maxBytes: WEBHOOK_MAX_BODY_BYTES,
      schema: payoutWebhookEventSchema,
    },
    response: payoutWebhookOutcomeSchema,
    errors: ["payload_too_large"],
  }),
};
