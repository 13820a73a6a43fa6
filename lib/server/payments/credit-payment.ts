// Crediting a paid order: exactly once, whichever of the browser's verify call and the
// provider's webhook arrives first, however often either repeats, even at the same moment.
// The order row is locked, the provider payment id is unique in the database, and the coins move
// through the ledger with the order's idempotency key, all in one transaction. A second payment
// for an order already paid is recorded and refunded (duplicate-payment.ts), never credited; so is
// a payment for an order whose price expired and would buy fewer coins now (order-price.ts). A
// wallet that owes coins after a lost card dispute is repaid from the new coins first, in the
// same transaction (lib/server/chargebacks/repay-debt.ts).
import "server-only";
import { requestActor } from "@/lib/server/audit/audit-actor";
import { AppError } from "@/lib/errors/app-error";
import { formatMinor } from "@/lib/format/money-minor";
import { db } from "@/lib/server/db/client";
import { appOrigin } from "@/lib/server/http/app-url";
import { metrics } from "@/lib/server/observability/metrics";
import { repayWalletDebt } from "@/lib/server/chargebacks/repay-debt";
import { creditTopUp } from "@/lib/server/ledger/flows";
import { dispatchMail, enqueueMail } from "@/lib/server/mail/outbox";
import { notifyTopUp } from "./payment-notifications";
import { paymentReceiptEmail } from "@/lib/server/mail/templates";
import { recordDuplicatePayment, refundDuplicatePayment } from "./duplicate-payment";
import { lockOrder } from "./lock-order";
import { orderPriceHolds } from "./order-price";
import { recordWebhookEvent, type WebhookEventRecord } from "./webhook-events";

export interface PaidPayment {
  providerOrderId: string;
  providerPaymentId: string;
  /** What the provider says was paid, when it says (webhooks); checked against the order. */
  amountMinor?: number;
  currency?: string;
  /**
   * The webhook delivery that reports this payment: recorded in the same transaction as the
   * credit, so a delivery that fails midway leaves no trace and the provider's retry credits.
   */
  webhookEvent?: WebhookEventRecord;
}

export interface CreditResult {
  /** False when this payment had been credited before: nothing moved this time. */
  credited: boolean;
  /** True when the webhook delivery was a repeat of one already handled. */
  duplicate?: boolean;
  /** True when this is a second payment of an order already paid: recorded and refunded. */
  duplicatePayment?: boolean;
  /** True when the order's price had expired and would buy fewer coins now: refunded. */
  expiredOrder?: boolean;
  coinsAdded: number;
  /** Coins of this top-up that repaid the wallet's debt (0 when it owed nothing). */
  debtRepaid: number;
  userId: string;
  orderStatus: string;
}

export async function creditPaidOrder(payment: PaidPayment): Promise<CreditResult> {
  const outcome = await db().$transaction(async (tx) => {
    if (payment.webhookEvent && !(await recordWebhookEvent(tx, payment.webhookEvent))) {
      return {
        result: {
          credited: false,
          duplicate: true,
          coinsAdded: 0,
          debtRepaid: 0,
          userId: "",
          orderStatus: "",
        },
        receipt: null,
        debtMail: null,
        refundId: null,
      };
    }
    const order = await lockOrder(tx, payment.providerOrderId);
    if (!order) throw AppError.notFound("Unknown order.");
    const total = order.coins + order.bonusCoins;
    if (
      (payment.amountMinor !== undefined && payment.amountMinor !== order.amountMinor) ||
      (payment.currency !== undefined && payment.currency !== order.currency)
    ) {
      throw AppError.badRequest("The payment does not match the order.");
    }
    if (order.status !== "created" && order.status !== "failed") {
      // A second payment for an order already paid: never credited; recorded here (once, however
      // often it is reported), refunded after this transaction commits.
      const second = order.providerPaymentId !== payment.providerPaymentId;
      return {
        result: {
          credited: false,
          duplicatePayment: second,
          coinsAdded: 0,
          debtRepaid: 0,
          userId: order.userId,
          orderStatus: order.status,
        },
        receipt: null,
        debtMail: null,
        refundId: second ? await recordDuplicatePayment(tx, { order, payment }) : null,
      };
    }
    const paidAt = new Date();
    if (!(await orderPriceHolds(tx, order, paidAt))) {
      await tx.paymentOrder.update({
        where: { id: order.id },
        data: { status: "failed", failureReason: "The order's price expired before it was paid." },
      });
      return {
        result: {
          credited: false,
          expiredOrder: true,
          coinsAdded: 0,
          debtRepaid: 0,
          userId: order.userId,
          orderStatus: "failed",
        },
        receipt: null,
        debtMail: null,
        refundId: await recordDuplicatePayment(tx, { order, payment, reason: "expired_order" }),
      };
    }
    await tx.paymentOrder.update({
      where: { id: order.id },
      data: {
        status: "paid",
        providerPaymentId: payment.providerPaymentId,
        paidAt,
        failureReason: null,
      },
    });
    await creditTopUp(tx, { order, actor: requestActor() });
    const repayment = await repayWalletDebt(tx, order);
    const user = await tx.user.findUniqueOrThrow({
      where: { id: order.userId },
      select: { email: true, name: true },
    });
    const receipt = await enqueueMail(
      tx,
      paymentReceiptEmail(user.email, {
        name: user.name,
        amount: formatMinor(order.amountMinor, order.currency),
        currency: order.currency,
        coins: order.coins,
        bonus: order.bonusCoins,
        orderId: payment.providerOrderId,
        paymentId: payment.providerPaymentId,
        paidAt,
        receiptUrl: `${appOrigin()}/wallet/receipts/${order.id}`,
      }),
    );
    await notifyTopUp(tx, { order, coins: total, step: "credited" });
    return {
      result: {
        credited: true,
        coinsAdded: total,
        debtRepaid: repayment.repaid,
        userId: order.userId,
        orderStatus: "paid",
      },
      receipt,
      debtMail: repayment.mail,
      refundId: null,
      currency: order.currency,
    };
  });
  // Committed: counted once, as the credit itself happens once.
  if (outcome.result.credited && "currency" in outcome) {
    metrics().topUpsCredited.inc({ currency: outcome.currency });
  }
  const mails = [outcome.receipt, outcome.debtMail].filter((mail) => mail !== null);
  if (mails.length) await dispatchMail(mails);
  if (outcome.refundId) await refundDuplicatePayment(outcome.refundId);
  return outcome.result;
}
