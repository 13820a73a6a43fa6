// What an organization sends to convert coins and to say where it is paid, and what an admin
// sends to decide (docs/spec.md section 5, "Conversion form": a whole number of coins above 0).
import { z } from "zod";
import { ENTER_A_VALID_AMOUNT } from "@/lib/conversions/messages";
import { DEFAULT_REJECTION_REASON } from "@/lib/conversions/admin-messages";
import {
  isValidIban,
  isValidRoutingNumber,
  type PayoutDetails,
} from "@/lib/conversions/payout-methods";
import {
  CURRENCIES,
  type Currency,
  CURRENCY_FACTS,
  CURRENCY_LIST_TEXT,
  PAYOUT_METHODS,
} from "@/lib/money/currencies";
import { cursorPageQuery } from "./common";
import { CONVERSION_STATUSES, MAX_CONVERSION } from "./conversions-values";
const currency = z.enum(CURRENCIES, { error: `Choose ${CURRENCY_LIST_TEXT}.` });

const conversionAmount = z
  .number({ error: ENTER_A_VALID_AMOUNT })
  .int(ENTER_A_VALID_AMOUNT)
  .min(1, ENTER_A_VALID_AMOUNT)
  .max(MAX_CONVERSION, `At most ${MAX_CONVERSION.toLocaleString("en-US")} coins a request.`);

export const conversionInputSchema = z.object({
  // A JSON number only: "150" or 99.5 are refused, never reinterpreted.
  amount: conversionAmount,
  currency,
  /**
   * The payout the organization was shown (minor units, from GET /conversions/quote): when the
   * rate or the fees changed since, nothing is held and the answer is 409 quote_changed.
   */
  expectedPayoutMinor: z
    .number({ error: "expectedPayoutMinor must be a whole number of minor units." })
    .int("expectedPayoutMinor must be a whole number of minor units.")
    .min(1, "expectedPayoutMinor must be a whole number of minor units.")
    .optional(),
});

/** GET /conversions/quote: the amount as digits only ("150"), never "1e2" or "150.0". */
export const conversionQuoteQuery = z.object({
  amount: z
    .string({ error: ENTER_A_VALID_AMOUNT })
    .regex(/^\d{1,9}$/, ENTER_A_VALID_AMOUNT)
    .meta({ description: "Coins to convert, as digits.", examples: ["1500"] })
    .transform(Number)
    .pipe(conversionAmount),
  currency: currency.meta({ description: "The currency to be paid in.", examples: ["INR"] }),
});
export type ConversionInput = z.output<typeof conversionInputSchema>;

export const conversionListQuery = cursorPageQuery.extend({
  status: z
    .enum(CONVERSION_STATUSES)
    .optional()
    .meta({ description: "Requests of one status; all unless asked.", examples: ["pending"] }),
});
export type ConversionListQuery = z.output<typeof conversionListQuery>;

/** No body (or no reason) is a rejection for the default reason. */
export const rejectConversionSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, "The reason is limited to 500 characters")
    .optional()
    .transform((reason) => reason || DEFAULT_REJECTION_REASON),
});

export const currencyParams = z.object({
  currency: currency.meta({ description: "The currency paid to this account.", examples: ["INR"] }),
});

const digits = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), message));

const holderName = z
  .string({ error: "Enter the account holder's name." })
  .trim()
  .min(2, "Enter the account holder's name.")
  .max(120, "The name is limited to 120 characters");

const bankAccount = z.object({
  method: z.literal("bank_account"),
  holderName,
  accountNumber: digits(9, 18, "An account number has 9 to 18 digits."),
  ifsc: z
    .string({ error: "Enter the branch's IFSC." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "An IFSC looks like HDFC0001234."),
});

const upi = z.object({
  method: z.literal("upi"),
  holderName,
  upiId: z
    .string({ error: "Enter a UPI ID." })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{2,64}@[a-z][a-z0-9]{1,63}$/, "A UPI ID looks like name@bank."),
});

const iban = z.object({
  method: z.literal("iban"),
  holderName,
  iban: z
    .string({ error: "Enter an IBAN." })
    .transform((value) => value.replace(/\s/g, "").toUpperCase())
    .refine(isValidIban, "This IBAN is not valid: check it for typos."),
  bic: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{8}|[A-Z0-9]{11})?$/, "A BIC has 8 or 11 letters and digits.")
    .optional()
    .transform((bic) => bic || undefined),
});

const usAccount = z.object({
  method: z.literal("us_account"),
  holderName,
  accountNumber: digits(4, 17, "An account number has 4 to 17 digits."),
  routingNumber: digits(9, 9, "A routing number has 9 digits.").refine(
    isValidRoutingNumber,
    "This routing number is not valid: check it for typos.",
  ),
});

export const payoutInputSchema = z.discriminatedUnion(
  "method",
  [bankAccount, upi, iban, usAccount],
  { error: "Choose how you are paid." },
);
export type PayoutInput = z.output<typeof payoutInputSchema>;

/** The details to seal: everything but the holder's name, which is stored (and shown) as is. */
export function payoutDetailsOf(input: PayoutInput): PayoutDetails {
  const { holderName: _name, ...details } = input;
  return details;
}

/** Whether the method pays out in the currency (e.g. UPI only in rupees). */
export function methodFits(currency: Currency, input: PayoutInput): boolean {
  return CURRENCY_FACTS[currency].payoutMethods.includes(input.method);
}

/**
 * The payout form: one text field per detail any method asks for; the chosen method's are
 * checked by payoutInputSchema (the API's own schema) and the others dropped.
 */
export const payoutFormSchema = z
  .object({
    method: z.enum(PAYOUT_METHODS),
    holderName: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
    upiId: z.string(),
    iban: z.string(),
    bic: z.string(),
    routingNumber: z.string(),
  })
  .transform((values, context) => {
    const parsed = payoutInputSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
export type PayoutFormValues = z.input<typeof payoutFormSchema>;

/**
 * What RazorpayX posts to the payouts webhook, as far as the API reads it. Documentation only: the
 * route checks the signature over the raw bytes first, then reads these fields leniently
 * (lib/server/payouts/webhook.ts), answering any other event `recorded` or `ignored`.
 */
export const payoutWebhookEventSchema = z
  .object({
    event: z.string().meta({
      description:
        "payout.processed confirms the payout; payout.failed, payout.reversed and payout.rejected fail it.",
    }),
    payload: z.object({
      payout: z.object({
        entity: z.object({
          id: z.string().meta({ description: "RazorpayX's payout id." }),
          reference_id: z
            .string()
            .optional()
            .meta({ description: "The conversion request's id, sent when the payout was made." }),
          utr: z.string().nullable().optional().meta({ description: "The bank's reference." }),
          status_details: z
            .object({ description: z.string().optional() })
            .nullable()
            .optional()
            .meta({ description: "Why a payout failed, in RazorpayX's words." }),
        }),
      }),
    }),
  })
  .meta({
    description:
      "A RazorpayX payout event, signed with the payouts webhook secret (X-Razorpay-Signature).",
    examples: [
      {
        event: "payout.processed",
        payload: {
          payout: {
            entity: {
              id: "pout_PQ9a1Bb2Cc3Dd4",
              reference_id: "cm3x7k2p90001qz8h4t6v2b1d",
              utr: "HDFCN00000000001",
            },
          },
        },
      },
    ],
  });
