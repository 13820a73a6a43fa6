// Request shapes of the payment API (docs/spec.md sections 3, 5 and 7).
import { z } from "zod";
import { CURRENCIES, CURRENCY_LIST_TEXT } from "@/lib/money/currencies";
import { INVALID_AMOUNT } from "@/lib/economics/top-up-quote";
import { CURRENCY_FACTS } from "@/lib/money/currencies";
import { MIN_TOPUP, PACKAGE_IDS } from "@/lib/payments/packages";
import { CHECKOUT_METHODS } from "@/lib/payments/providers";
import { PAYMENT_ORDER_STATUSES } from "./admin-payments-values";
import { cursorPageQuery } from "./common";

export const MISSING_VERIFICATION_DATA = "Missing required payment verification data";

const userLocationSchema = z
  .object({ isIndia: z.boolean().optional(), countryCode: z.string().max(2).optional() })
  .meta({ description: "Where the checkout thinks the payer is; ignored (the server decides)." });

export const createOrderSchema = z.object({
  /** A package, priced in the region's currency at the current rate (its bonus included). */
  packageId: z.enum(PACKAGE_IDS, { message: "Unknown coin package" }).optional(),
  // A custom amount: its bounds depend on the payer's region, so the domain checks the number
  // (lib/economics/top-up-quote.ts, with the spec's messages); the document states the widest.
  amount: z
    .number({ error: INVALID_AMOUNT })
    .optional()
    .meta({
      type: "integer",
      minimum: MIN_TOPUP,
      maximum: Math.max(...CURRENCIES.map((currency) => CURRENCY_FACTS[currency].maxTopUp)),
      description: `Whole units of your region's currency: ${CURRENCIES.map((currency) => `${currency} ${MIN_TOPUP} to ${CURRENCY_FACTS[currency].maxTopUp}`).join(", ")}. Send it or packageId.`,
    }),
  purpose: z
    .literal("coin_purchase", { message: "Unsupported payment purpose" })
    .default("coin_purchase"),
  currency: z.enum(CURRENCIES, { message: `Currency must be ${CURRENCY_LIST_TEXT}` }).optional(),
  // The spec's location object, as its clients send it (lib/money/region.ts locationOf): checked
  // and ignored, since the server decides the region from the request itself.
  userLocation: userLocationSchema.optional(),
});
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/**
 * The order body as the document states it: a package or an amount, exactly one (the route
 * answers 422 to neither or both, lib/server/payments). What createOrderSchema parses, told apart.
 */
export const documentedOrderSchema = z.xor([
  createOrderSchema
    .omit({ amount: true })
    .required({ packageId: true })
    .meta({ title: "A package", examples: [{ packageId: "coins-500" }] }),
  createOrderSchema
    .omit({ packageId: true })
    .required({ amount: true })
    .meta({ title: "An amount", examples: [{ amount: 250 }] }),
]);

/** Each of the checkout's three fields: missing or empty, the one message the spec gives. */
const verificationField = z
  .string({ error: (issue) => (issue.input === undefined ? MISSING_VERIFICATION_DATA : undefined) })
  .min(1, MISSING_VERIFICATION_DATA)
  .max(200);

export const verifyPaymentSchema = z.object({
  razorpay_order_id: verificationField,
  razorpay_payment_id: verificationField,
  razorpay_signature: verificationField,
  userLocation: userLocationSchema.optional(),
});

export const simulatedPaySchema = z.object({
  orderId: z.string().min(1, "orderId is required").max(100),
  outcome: z.enum(["success", "failure"], { message: 'outcome must be "success" or "failure"' }),
});

export const refundSchema = z.object({
  orderId: z.string().min(1, "orderId is required").max(100).meta({
    description:
      "Our id of the order (`id` in GET /api/v1/admin/payments, `paymentOrderId` in the wallet's entries); the provider's order id (`providerOrderId`, the `orderId` of POST /api/v1/payments/orders) is accepted too.",
  }),
});

export const paymentHistoryQuerySchema = cursorPageQuery.extend({
  status: z
    .enum(PAYMENT_ORDER_STATUSES)
    .optional()
    .meta({ description: "Orders of one status; all unless asked.", examples: ["paid"] }),
});

export const paymentMethodSchema = z.object({
  // Any name is read, and one the region's checkout lacks is refused with the domain's message.
  method: z
    .string()
    .min(1, "Choose a payment method")
    .max(30)
    .meta({ enum: [...CHECKOUT_METHODS], description: "A method the region's checkout offers." }),
});

/**
 * What Razorpay posts to the webhook, as far as the API reads it. Documentation only: the route
 * checks the signature over the raw bytes first, then reads these fields leniently
 * (lib/server/payments/webhook.ts), answering any other event `ignored`.
 */
export const webhookEventSchema = z
  .object({
    event: z.string().meta({
      description:
        "payment.captured and order.paid credit the order; payment.failed marks it failed. payment.dispute.created (and .under_review, .action_required) opens a chargeback of the top-up and holds its coins still in the wallet; .won gives them back; .lost takes the top-up's coins back (the hold, then the wallet; the rest is the wallet's debt); .closed decides an open one by the dispute's status.",
    }),
    payload: z.object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().meta({ description: "The provider's payment id." }),
            order_id: z.string().meta({ description: "The provider's order id." }),
            amount: z.number().int().min(1).meta({ description: "Minor units (paise, cents)." }),
            currency: z.enum(CURRENCIES),
            error_description: z.string().optional(),
          }),
        })
        .optional(),
      dispute: z
        .object({
          entity: z.object({
            id: z.string().meta({ description: "The provider's dispute id." }),
            payment_id: z.string().meta({ description: "The disputed payment's id." }),
            amount: z.number().int().min(1).meta({
              description:
                "Minor units disputed: less than the payment owes the same share of its coins and bonus, each rounded up.",
            }),
            currency: z.enum(CURRENCIES).optional(),
            amount_deducted: z.number().int().min(0).optional(),
            respond_by: z
              .number()
              .int()
              .optional()
              .meta({ description: "The evidence deadline, Unix seconds." }),
            status: z.string().optional(),
            phase: z.string().optional(),
            reason_code: z.string().optional(),
          }),
        })
        .optional()
        .meta({ description: "payment.dispute.* events: the dispute (chargeback)." }),
    }),
  })
  .meta({
    description: "A Razorpay event, signed with the webhook secret (X-Razorpay-Signature).",
    examples: [
      {
        event: "payment.captured",
        payload: {
          payment: {
            entity: {
              id: "pay_PQ8x2Lk3mN4b5C",
              order_id: "order_PQ8w1Jk2lM3a4B",
              amount: 50_000,
              currency: "INR",
            },
          },
        },
      },
    ],
  });
