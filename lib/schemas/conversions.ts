// Conversion requests (coins -> fiat) and the payout accounts they are paid to.
import { z } from "zod";
import { CURRENCIES, PAYOUT_METHODS } from "@/lib/money/currencies";
import { CONVERSION_STATUSES } from "@/lib/validations/conversions-values";
import { coins, count, isoDateTime, majorUnits, minorUnits, pageOf } from "./common";

/**
 * A conversion's money, as quoted when it was asked and paid on approval: the coins held (gross),
 * the fee the platform keeps, the coins paid for (net) at the rate, and the payout.
 */
export const conversionMoneyFields = {
  /** Coins converted (gross): held while pending. */
  amount: coins,
  feeCoins: coins.meta({ description: "Coins the platform keeps as its conversion fee." }),
  netCoins: coins.meta({ description: "Coins paid out: amount less feeCoins." }),
  rate: z.string().meta({ description: 'Coins per unit of the currency, e.g. "88.00".' }),
  payoutMinor: minorUnits.meta({
    description: "What the organization receives, in minor units of the currency.",
  }),
  convertedAmount: majorUnits.meta({
    description:
      "What the organization receives, in whole units of the currency (payoutMinor at its minor units).",
  }),
};

/**
 * An approved request's payout: processing until it is confirmed paid (the transfer's reference
 * and date) or fails (why; the coins went back to the organization's earnings).
 */
export const payoutProgressFields = {
  payoutReference: z.string().nullable().meta({
    description: "The transfer's reference once paid: the UTR or the bank's reference.",
  }),
  paidAt: isoDateTime.nullable().meta({ description: "When the payout was sent, once paid." }),
  failedAt: isoDateTime.nullable().meta({ description: "When the payout failed or was reversed." }),
  failureReason: z.string().nullable().meta({ description: "Why the payout failed." }),
};

/** A pending request to a payout destination changed shortly before it: no approval before then. */
export const conversionHeldUntil = isoDateTime.nullable().meta({
  description:
    "While the request is pending and on hold: the earliest an admin may approve it (its payout destination was added or changed less than a day before it was requested; docs/security.md). Null when it does not wait.",
});

export const conversionQuoteSchema = z
  .object({ currency: z.enum(CURRENCIES), ...conversionMoneyFields })
  .meta({
    id: "ConversionQuote",
    description: "What converting an amount pays now: send payoutMinor as expectedPayoutMinor.",
  });
export type ConversionQuoteView = z.output<typeof conversionQuoteSchema>;

export const conversionSchema = z
  .object({
    id: z.string(),
    organization: z.object({ id: z.string(), name: z.string() }),
    currency: z.enum(CURRENCIES),
    ...conversionMoneyFields,
    status: z.enum(CONVERSION_STATUSES),
    /** Why it was rejected ('Administrative decision' unless the admin said more). */
    reason: z.string().nullable(),
    /** Where it is paid, masked; null for requests made before payout details existed. */
    payout: z.object({ method: z.enum(PAYOUT_METHODS), masked: z.string() }).nullable(),
    requestedAt: isoDateTime,
    /** When an admin approved or rejected it, or the organization cancelled it. */
    processedAt: isoDateTime.nullable(),
    heldUntil: conversionHeldUntil,
    ...payoutProgressFields,
  })
  .meta({ id: "ConversionRequest", description: "A request to turn earned coins into money." });
export type ConversionView = z.output<typeof conversionSchema>;

export const conversionPageSchema = pageOf(conversionSchema).meta({ id: "ConversionPage" });

/**
 * Earnings of completed bookings that have not cleared yet, by the day they clear (in the caller's
 * time zone), soonest first: each day's coins and the moment the last of them clears.
 */
export const clearingScheduleSchema = z
  .array(
    z.object({
      coins,
      clearsAt: isoDateTime.meta({ description: "When the last of these coins clears." }),
    }),
  )
  .meta({ id: "ClearingSchedule" });

const conversionSummarySchema = z
  .object({
    /** The organization's earnings balance: what it can convert now. */
    available: coins,
    /** Coins of completed bookings still clearing: convertible once they clear. */
    clearing: coins,
    clearingSchedule: clearingScheduleSchema,
    /** Coins held by its pending requests. */
    pending: coins,
    pendingCount: count,
    /** Coins held by approved requests whose payout is on its way. */
    processing: coins,
    processingCount: count,
  })
  .meta({ id: "ConversionSummary" });
export type ConversionSummary = z.output<typeof conversionSummarySchema>;

/** A request just made or cancelled, with the organization's figures after it. */
export const conversionOutcomeSchema = z
  .object({ conversion: conversionSchema, summary: conversionSummarySchema })
  .meta({ id: "ConversionOutcome" });
export type ConversionOutcome = z.output<typeof conversionOutcomeSchema>;

export const payoutAccountSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    method: z.enum(PAYOUT_METHODS),
    holderName: z.string(),
    masked: z.string(),
    updatedAt: isoDateTime,
  })
  .meta({
    id: "PayoutAccount",
    description: "Where an organization is paid in one currency; the details are never returned.",
  });
export type PayoutAccountView = z.output<typeof payoutAccountSchema>;

export const payoutAccountListSchema = z.array(payoutAccountSchema);

export const payoutWebhookOutcomeSchema = z
  .object({
    event: z.string().meta({
      description:
        "RazorpayX's event name as it came (payout.processed, payout.failed, payout.reversed...).",
    }),
    handled: z
      .enum(["paid", "failed", "recorded", "ignored", "duplicate", "needs_attention"])
      .meta({
        description:
          "paid or failed: the request was settled now; recorded: an event of a payout of ours that changes nothing (queued, initiated...); ignored: not a payout of ours, or one already settled; duplicate: this event id was delivered before; needs_attention: a paid payout came back (reversed), for an admin to look into.",
      }),
  })
  .meta({ id: "PayoutWebhookOutcome" });

/** An organization's conversions frozen (from a payout-details mail's link) or unfrozen. */
export const conversionsFreezeSchema = z
  .object({
    organizationId: z.string(),
    name: z.string(),
    conversionsFrozenAt: isoDateTime.nullable().meta({
      description:
        "Since when no conversion of the organization may be requested or approved; null: not frozen.",
    }),
  })
  .meta({ id: "ConversionsFreeze" });
export type ConversionsFreeze = z.output<typeof conversionsFreezeSchema>;
