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
    description: "What the organization receives, in major units (payoutMinor / 100).",
  }),
};

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
  })
  .meta({ id: "ConversionRequest", description: "A request to turn earned coins into money." });
export type ConversionView = z.output<typeof conversionSchema>;

export const conversionPageSchema = pageOf(conversionSchema).meta({ id: "ConversionPage" });

export const conversionSummarySchema = z
  .object({
    /** The organization's earnings balance: what it can convert now. */
    available: coins,
    /** Coins held by its pending requests. */
    pending: coins,
    pendingCount: count,
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
