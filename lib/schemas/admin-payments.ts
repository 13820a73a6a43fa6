// What the admin's payments screen reads: top-up orders with their provider ids and refund, and
// the overview (recent refunds, double charges, card disputes (chargebacks), the ledger's health
// in words).
import { z } from "zod";
import { PAYMENT_PROVIDERS } from "@/lib/payments/providers";
import { CURRENCIES } from "@/lib/money/currencies";
import { PAYMENT_ORDER_STATUSES } from "@/lib/validations/admin-payments-values";
import { coinChange, coins, count, isoDateTime, majorUnits, minorUnits, pageOf } from "./common";

const payer = z.object({ id: z.string(), name: z.string(), email: z.string() });

const CHARGEBACK_STATUSES = ["open", "won", "lost"] as const;

const adminPaymentSchema = z
  .object({
    id: z.string(),
    payer,
    amount: majorUnits.meta({ description: "Major units of the currency (6.02)." }),
    amountMinor: minorUnits.meta({ description: "Minor units: what the provider charged." }),
    currency: z.enum(CURRENCIES),
    rate: z.string().meta({
      description: 'The rate the order was priced at: coins per unit of the currency ("88.00").',
    }),
    coins: coins.meta({ description: "The coins bought, bonus included." }),
    bonus: coins,
    status: z.enum(PAYMENT_ORDER_STATUSES),
    provider: z.enum(PAYMENT_PROVIDERS),
    providerOrderId: z.string(),
    providerPaymentId: z.string().nullable(),
    refund: z
      .object({
        state: z.enum(["pending", "refunded"]),
        refundId: z.string().nullable(),
        refundedAt: isoDateTime.nullable(),
      })
      .nullable(),
    walletCoins: coins.meta({ description: "The payer's wallet now." }),
    refundable: z.boolean().meta({
      description:
        "Paid, not refunded, not disputed (no open or lost chargeback), and its coins still in the payer's wallet: POST /api/v1/payments/refund may take it.",
    }),
    chargeback: z
      .object({
        id: z.string(),
        status: z.enum(CHARGEBACK_STATUSES),
        heldCoins: coins,
        debtCoins: coins,
      })
      .nullable()
      .meta({ description: "The order's latest card dispute (chargeback), if any." }),
    createdAt: isoDateTime,
    paidAt: isoDateTime.nullable(),
  })
  .meta({ id: "AdminPayment", description: "A top-up order as the admin sees it." });
export type AdminPayment = z.output<typeof adminPaymentSchema>;

export const adminPaymentPageSchema = pageOf(adminPaymentSchema);

export const LEDGER_INVARIANTS = [
  "balances_match",
  "sum_zero",
  "no_negative",
  "holds_match",
  "escrows_match",
  "clearing_match",
  "value_backed",
] as const;

const ledgerCheckSchema = z.object({
  id: z.enum(LEDGER_INVARIANTS),
  ok: z.boolean(),
  title: z.string(),
  meaning: z.string().meta({ description: "What the invariant promises, in words." }),
  action: z.string().meta({ description: "What to do when it fails." }),
  problems: z.array(z.string()).meta({ description: "Up to 20 examples of each failure." }),
});
export type LedgerCheck = z.output<typeof ledgerCheckSchema>;

export const ACCOUNT_KINDS = [
  "user_wallet",
  "org_earnings",
  "booking_escrow",
  "conversion_hold",
  "org_clearing",
  "chargeback_hold",
  "wallet_debt",
  "platform_issuance",
  "platform_promotions",
  "platform_redemption",
  "platform_revenue",
] as const;

const ledgerHealthSchema = z
  .object({
    ok: z.boolean(),
    summary: z.string(),
    checkedAt: isoDateTime,
    accounts: count,
    transfers: count,
    checks: z.array(ledgerCheckSchema),
    totals: z.array(
      z.object({
        kind: z.enum(ACCOUNT_KINDS),
        label: z.string(),
        accounts: count,
        balance: coinChange.meta({
          description:
            "The kind's accounts together: below 0 for the platform's sources (issuance, promotions).",
        }),
      }),
    ),
    coinsIssued: coins.meta({ description: "Paid for through top-ups, less those refunded." }),
    bonusCoins: coins.meta({
      description: "Given as package bonuses (the platform's promotion), less those refunded.",
    }),
    coinsRedeemed: coins.meta({ description: "Redeemed by paid conversions." }),
    platformRevenue: coins.meta({ description: "Kept by the platform: commissions and fees." }),
  })
  .meta({ id: "LedgerHealth" });
export type LedgerHealthView = z.output<typeof ledgerHealthSchema>;

const doubleChargeSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string(),
  reason: z.enum(["second_payment", "expired_order"]).meta({
    description:
      "Why it was not credited: the order was already paid, or its price had expired and would buy fewer coins now.",
  }),
  payer,
  amount: majorUnits.meta({ description: "Major units of the currency." }),
  currency: z.enum(CURRENCIES),
  state: z.enum(["refund_pending", "refunded", "refund_failed"]),
  failureReason: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  createdAt: isoDateTime,
  refundedAt: isoDateTime.nullable(),
});
export type DoubleCharge = z.output<typeof doubleChargeSchema>;

const adminChargebackSchema = z
  .object({
    id: z.string(),
    providerDisputeId: z.string(),
    status: z.enum(CHARGEBACK_STATUSES),
    phase: z.string().nullable().meta({
      description: "The provider's phase (chargeback, pre_arbitration, arbitration...).",
    }),
    reasonCode: z.string().nullable(),
    respondBy: isoDateTime.nullable().meta({
      description: "The evidence deadline: answer the dispute in the provider's dashboard by then.",
    }),
    amount: majorUnits.meta({ description: "What the issuer disputes, in major units." }),
    amountMinor: minorUnits,
    currency: z.enum(CURRENCIES),
    order: z.object({
      id: z.string(),
      providerOrderId: z.string(),
      providerPaymentId: z.string().nullable(),
      coins: coins.meta({ description: "The top-up's coins, bonus included." }),
    }),
    payer,
    heldCoins: coins.meta({
      description: "Coins of the top-up that were still in the wallet when it opened: held.",
    }),
    debtCoins: coins.meta({
      description: "Lost: coins the wallet could not give back, owed by it since.",
    }),
    payerDebtCoins: coins.meta({ description: "What the payer's wallet owes now, in all." }),
    createdAt: isoDateTime,
    decidedAt: isoDateTime.nullable(),
  })
  .meta({ id: "AdminChargeback", description: "A card dispute (chargeback) of a top-up." });
export type AdminChargeback = z.output<typeof adminChargebackSchema>;

export const simulatedChargebackSchema = z
  .object({
    disputeId: z.string(),
    events: z.array(
      z.object({
        event: z.string(),
        handled: z.string().meta({ description: "What the webhook answered to it." }),
      }),
    ),
    chargeback: adminChargebackSchema,
  })
  .meta({ id: "SimulatedChargeback" });
export type SimulatedChargeback = z.output<typeof simulatedChargebackSchema>;

export const paymentsOverviewSchema = z
  .object({
    refunds: z.object({
      pending: count,
      refunded: count,
      latest: z.array(adminPaymentSchema),
    }),
    doubleCharges: z.object({
      open: count.meta({ description: "Payments not credited and not refunded yet." }),
      items: z.array(doubleChargeSchema),
    }),
    chargebacks: z.object({
      open: count.meta({ description: "Card disputes the issuer has not decided yet." }),
      owedCoins: coins.meta({
        description:
          "Coins wallets owe after lost disputes, in all: the platform's loss until repaid.",
      }),
      items: z.array(adminChargebackSchema).meta({
        description:
          "Every open one (up to 50), soonest evidence deadline first; then the latest decided.",
      }),
    }),
    testMode: z.boolean().meta({
      description:
        "Test mode (no Razorpay keys): POST /api/v1/admin/payments/{id}/simulate-chargeback raises a card dispute.",
    }),
    ledger: ledgerHealthSchema,
  })
  .meta({ id: "PaymentsOverview" });
export type PaymentsOverview = z.output<typeof paymentsOverviewSchema>;
