// Coins: the wallet, top-up orders and their payments, as the API answers them.
import { z } from "zod";
import { CURRENCIES } from "@/lib/money/currencies";
import type { RegionLocation } from "@/lib/money/region";
import { CHECKOUT_METHODS, PAYMENT_PROVIDERS } from "@/lib/payments/providers";
import { WALLET_ENTRY_KINDS, type Wallet, type WalletEntry } from "@/lib/payments/wallet-entry";
import { PAYMENT_ORDER_STATUSES } from "@/lib/validations/admin-payments-values";
import { coinChange, coins, isoDateTime, majorUnits, minorUnits, pageOf } from "./common";

const paymentCurrency = z.enum(CURRENCIES);

export const walletEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(WALLET_ENTRY_KINDS),
    amount: coinChange.meta({ description: "Coins in (+) or out (-) of the wallet." }),
    createdAt: isoDateTime,
    description: z.string(),
    paymentOrderId: z.string().nullable(),
    reference: z.string().nullable(),
  })
  .meta({ id: "WalletEntry" }) satisfies z.ZodType<WalletEntry>;

const debtCoins = coins.meta({
  description:
    "Coins the wallet owes after a card payment was disputed and lost (0 when none). While it owes, bookings are refused (409); the next top-up repays it first.",
});

export const walletSchema = z
  .object({
    balance: coins,
    debtCoins,
    transactions: z.array(walletEntrySchema),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: "Wallet" }) satisfies z.ZodType<Wallet>;

export const walletBalanceSchema = z
  .object({ balance: coins, debtCoins })
  .meta({ id: "WalletBalance" });

const regionSchema = z
  .object({
    country: z.string(),
    countryCode: z.string(),
    isIndia: z
      .boolean()
      .meta({ description: "Whether the region is India: the one that pays in INR." }),
    currency: paymentCurrency,
  })
  .meta({ id: "Region" }) satisfies z.ZodType<RegionLocation>;

export const paymentMethodsSchema = z
  .object({
    region: regionSchema,
    methods: z.array(z.object({ id: z.enum(CHECKOUT_METHODS), label: z.string() })),
    preferred: z.object({ id: z.string(), method: z.enum(CHECKOUT_METHODS) }).nullable(),
  })
  .meta({ id: "PaymentMethods" });

export const savedPaymentMethodSchema = z
  .object({ id: z.string(), method: z.enum(CHECKOUT_METHODS) })
  .meta({ id: "SavedPaymentMethod" });

const paymentRecordSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    paymentId: z.string().nullable(),
    refundId: z.string().nullable(),
    provider: z.enum(PAYMENT_PROVIDERS),
    amount: majorUnits.meta({ description: "Major units of the currency." }),
    currency: z.enum(CURRENCIES),
    rate: z
      .string()
      .meta({ description: 'Coins per unit of the currency the order was priced at ("88.00").' }),
    coins,
    bonus: coins,
    status: z.enum(PAYMENT_ORDER_STATUSES),
    createdAt: isoDateTime,
    paidAt: isoDateTime.nullable(),
    refundedAt: isoDateTime.nullable(),
  })
  .meta({ id: "Payment" });

export const paymentPageSchema = pageOf(paymentRecordSchema);

export const coinOrderSchema = z
  .object({
    orderId: z
      .string()
      .meta({ description: "The provider's order id: open the checkout with it." }),
    keyId: z.string(),
    amount: majorUnits.meta({ description: "What is charged, in major units (6.02 for $6.02)." }),
    amountMinor: minorUnits.meta({
      description: "What is charged, in minor units: the checkout's amount.",
    }),
    currency: paymentCurrency,
    rate: z
      .string()
      .meta({ description: "Coins per unit of the currency the order is priced at." }),
    expiresAt: isoDateTime.meta({
      description:
        "The price holds until then; a payment after it is credited only if today's price is no lower, else refunded.",
    }),
    packageId: z.string().nullable(),
    coins,
    bonus: coins,
    provider: z.enum(PAYMENT_PROVIDERS),
    prefill: z.object({ name: z.string(), email: z.string(), method: z.string().nullable() }),
  })
  .meta({ id: "CoinOrder" });

export const verifiedPaymentSchema = z
  .object({
    coinsAdded: coins,
    alreadyCredited: z.boolean(),
    duplicatePayment: z.boolean(),
    debtRepaid: coins.meta({
      description:
        "Coins of this top-up that repaid the wallet's debt after a lost card dispute (0 when none).",
    }),
    balance: coins,
  })
  .meta({ id: "VerifiedPayment" });

export const simulatedCheckoutSchema = z
  .union([
    z.object({
      razorpay_order_id: z.string(),
      razorpay_payment_id: z.string(),
      razorpay_signature: z.string(),
    }),
    z.object({
      error: z.object({
        code: z.string(),
        description: z.string(),
        source: z.literal("customer"),
        step: z.string(),
        reason: z.string(),
        metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
      }),
    }),
  ])
  .meta({ id: "SimulatedCheckout" });

export const refundResultSchema = z
  .object({
    orderId: z.string().meta({ description: "Our id of the order, whichever id was sent." }),
    providerOrderId: z.string(),
    status: z.literal("refunded"),
    refundId: z.string(),
    coinsRemoved: coins,
  })
  .meta({ id: "Refund" });

export const webhookOutcomeSchema = z
  .object({
    event: z.string().meta({
      description:
        "The provider's event name as it came (payment.captured, payment.failed, payment.dispute.created...); events the API does not act on, and disputes of payments that are not ours, are `ignored`.",
    }),
    handled: z.enum([
      "credited",
      "already_credited",
      "duplicate_payment",
      "expired_order",
      "marked_failed",
      "chargeback_opened",
      "chargeback_updated",
      "chargeback_won",
      "chargeback_lost",
      "ignored",
      "duplicate",
    ]),
  })
  .meta({ id: "WebhookOutcome" });
