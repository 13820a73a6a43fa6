// Conversion requests as the admin who decides and pays them sees them (docs/spec.md section 3,
// "Conversion request, admin side"), the queue's figures, the full payout details of one request,
// and the outcome of a bulk approval.
import { z } from "zod";
import { CURRENCIES, PAYOUT_METHODS } from "@/lib/money/currencies";
import { CONVERSION_STATUSES, PAYOUT_PROVIDERS } from "@/lib/validations/conversions-values";
import { coins, count, isoDateTime, minorUnits, pageOf } from "./common";
import { conversionHeldUntil, conversionMoneyFields, payoutProgressFields } from "./conversions";

export const adminConversionSchema = z
  .object({
    id: z.string(),
    orgName: z.string(),
    orgId: z.string(),
    currency: z.enum(CURRENCIES),
    ...conversionMoneyFields,
    status: z.enum(CONVERSION_STATUSES),
    dateRequested: isoDateTime,
    dateProcessed: isoDateTime.nullable(),
    reason: z.string().nullable(),
    /** The admin who approved or rejected it; null while pending or when the organization cancelled. */
    processedBy: z.string().nullable(),
    payoutMethod: z.enum(PAYOUT_METHODS).nullable(),
    /** Where it is paid, masked; the full details are one audited call away. */
    payoutMasked: z.string().nullable(),
    /** Who sends an approved request's payout: RazorpayX, or an admin by hand (test, manual). */
    payoutProvider: z.enum(PAYOUT_PROVIDERS).nullable(),
    /** The payout's id at RazorpayX, once it took it. */
    payoutId: z.string().nullable(),
    heldUntil: conversionHeldUntil,
    ...payoutProgressFields,
  })
  .meta({ id: "AdminConversion", description: "A conversion request as an admin sees it." });
export type AdminConversion = z.output<typeof adminConversionSchema>;

export const adminConversionPageSchema = pageOf(adminConversionSchema).meta({
  id: "AdminConversionPage",
});
export type AdminConversionPage = z.output<typeof adminConversionPageSchema>;

const currencyFigures = z.object({
  currency: z.enum(CURRENCIES),
  pendingRequests: count,
  pendingAmount: coins,
  pendingPayoutMinor: minorUnits.meta({
    description:
      "What the pending requests in this currency that can be approved pay if they are, in minor units (those without a payout destination are left out: they can only be rejected).",
  }),
  unpayableRequests: count.meta({
    description:
      "Pending requests in this currency without a payout destination: they can only be rejected.",
  }),
  unpayableAmount: coins.meta({ description: "The coins those requests hold." }),
  processingRequests: count,
  processingAmount: coins,
  processingPayoutMinor: minorUnits.meta({
    description:
      "What the approved requests in this currency whose payout is not confirmed yet pay: the money to send, in minor units.",
  }),
});

export const adminConversionSummarySchema = z
  .object({
    pendingRequests: count,
    /** Coins held by every pending request. */
    pendingAmount: coins,
    /** Pending requests without a payout destination (they can only be rejected), and their coins. */
    unpayableRequests: count.meta({
      description: "Pending requests without a payout destination: they can only be rejected.",
    }),
    unpayableAmount: coins.meta({ description: "The coins those requests hold." }),
    /** Approved requests whose payout is on its way (to pay), and the coins they hold. */
    processingRequests: count,
    processingAmount: coins,
    totalRequests: count,
    byCurrency: z.array(currencyFigures),
  })
  .meta({ id: "AdminConversionSummary" });
export type AdminConversionSummary = z.output<typeof adminConversionSummarySchema>;

export const conversionPayoutSchema = z
  .object({
    conversionId: z.string(),
    orgName: z.string(),
    currency: z.enum(CURRENCIES),
    ...conversionMoneyFields,
    method: z.enum(PAYOUT_METHODS),
    holderName: z.string(),
    /** Each detail with its label, in the order a payment form asks for them. */
    details: z.array(z.object({ label: z.string(), value: z.string() })),
    masked: z.string(),
  })
  .meta({
    id: "ConversionPayout",
    description: "Where a request is paid, in full: every reading is written to the audit log.",
  });
export type ConversionPayout = z.output<typeof conversionPayoutSchema>;

const BULK_OUTCOMES = [
  "approved",
  "already_processed",
  "not_found",
  "no_payout_destination",
  /** Its payout destination changed less than a day before it was requested: not yet. */
  "held",
  /** Its organization's conversions are frozen (docs/security.md "Payout destinations"). */
  "frozen",
] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const bulkApprovalSchema = z
  .object({
    results: z.array(z.object({ id: z.string(), outcome: z.enum(BULK_OUTCOMES) })),
    approved: count,
  })
  .meta({ id: "BulkConversionApproval" });
export type BulkApproval = z.output<typeof bulkApprovalSchema>;
