// Request shapes of the payment API (docs/spec.md sections 3, 5 and 7).
import { z } from "zod";
import { CURRENCIES, CURRENCY_LIST_TEXT } from "@/lib/money/currencies";
import { PACKAGE_IDS } from "@/lib/payments/packages";
import { cursorPageQuery } from "./common";

export const MISSING_VERIFICATION_DATA = "Missing required payment verification data";

export const createOrderSchema = z.object({
  /** A package, priced in the region's currency at the current rate (its bonus included). */
  packageId: z.enum(PACKAGE_IDS, { message: "Unknown coin package" }).optional(),
  // A custom amount: bounds depend on the payer's region, so the domain checks the number
  // (lib/economics/top-up-quote.ts).
  amount: z.unknown().optional(),
  purpose: z
    .literal("coin_purchase", { message: "Unsupported payment purpose" })
    .default("coin_purchase"),
  currency: z.enum(CURRENCIES, { message: `Currency must be ${CURRENCY_LIST_TEXT}` }).optional(),
  // The spec's location object, as its clients send it (lib/money/region.ts locationOf): checked
  // and ignored, since the server decides the region from the request itself.
  userLocation: z
    .object({ isIndia: z.boolean().optional(), countryCode: z.string().max(2).optional() })
    .optional(),
});
export type CreateOrderInput = z.output<typeof createOrderSchema>;

const verificationField = z.string().max(200).optional();

export const verifyPaymentSchema = z
  .object({
    razorpay_order_id: verificationField,
    razorpay_payment_id: verificationField,
    razorpay_signature: verificationField,
    userLocation: z.unknown().optional(),
  })
  .transform((value, ctx) => {
    if (!value.razorpay_order_id || !value.razorpay_payment_id || !value.razorpay_signature) {
      ctx.addIssue({ code: "custom", message: MISSING_VERIFICATION_DATA });
      return z.NEVER;
    }
    return {
      razorpay_order_id: value.razorpay_order_id,
      razorpay_payment_id: value.razorpay_payment_id,
      razorpay_signature: value.razorpay_signature,
    };
  });

export const simulatedPaySchema = z.object({
  orderId: z.string().min(1, "orderId is required").max(100),
  outcome: z.enum(["success", "failure"], { message: 'outcome must be "success" or "failure"' }),
});

export const refundSchema = z.object({
  orderId: z.string().min(1, "orderId is required").max(100),
});

export const paymentHistoryQuerySchema = cursorPageQuery.extend({
  status: z.enum(["created", "paid", "failed", "refund_pending", "refunded"]).optional(),
});

export const paymentMethodSchema = z.object({
  method: z.string().min(1, "Choose a payment method").max(30),
});
