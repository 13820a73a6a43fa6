// Money in and out of a wallet told in the product (topic payments), each in the transaction of
// its change: a top-up credited or refunded, and a card chargeback's opening and outcome to the
// payer; to the admins, a chargeback opened and a second payment that could not be refunded.
import "server-only";
import {
  adminPaymentHref,
  type PaymentFacts,
  paymentTexts,
  receiptHref,
  WALLET_HREF,
} from "@/lib/notifications/event-texts";
import type { Tx } from "@/lib/server/ledger/types";
import { notify, notifyAdmins } from "@/lib/server/notifications/notify";

/** A top-up order as its notifications name it. */
interface OrderFacts extends PaymentFacts {
  /** Our id of the order (its receipt's). */
  id: string;
  userId: string;
}

/** The payer's top-up was credited: `coins` (bonus included) are in the wallet. */
export function notifyTopUpCredited(
  tx: Tx,
  params: { order: OrderFacts; coins: number },
): Promise<void> {
  const { order, coins } = params;
  return notify(tx, [
    {
      userId: order.userId,
      topic: "payments",
      event: "payment_received",
      text: paymentTexts.received(order, coins),
      href: receiptHref(order.id),
    },
  ]);
}

/** An admin refunded the payer's top-up: its coins left the wallet, the money went back. */
export function notifyTopUpRefunded(
  tx: Tx,
  params: { order: OrderFacts; coins: number },
): Promise<void> {
  const { order, coins } = params;
  return notify(tx, [
    {
      userId: order.userId,
      topic: "payments",
      event: "payment_refunded",
      text: paymentTexts.refunded(order, coins),
      href: receiptHref(order.id),
    },
  ]);
}

export type ChargebackStep =
  | { kind: "opened"; heldCoins: number }
  | { kind: "won"; releasedCoins: number }
  | { kind: "lost"; recoveredCoins: number; debtCoins: number };

/** A chargeback's step, to the payer; its opening to the admins too. */
export async function notifyChargeback(
  tx: Tx,
  params: {
    order: OrderFacts & { providerOrderId: string };
    amountMinor: number;
    step: ChargebackStep;
  },
): Promise<void> {
  const { order, step } = params;
  // What the bank disputes: the chargeback's amount, in the order's currency.
  const payment = { amountMinor: params.amountMinor, currency: order.currency };
  const text =
    step.kind === "opened"
      ? paymentTexts.chargebackOpened(payment, step.heldCoins)
      : step.kind === "won"
        ? paymentTexts.chargebackWon(payment, step.releasedCoins)
        : paymentTexts.chargebackLost(payment, {
            recovered: step.recoveredCoins,
            debt: step.debtCoins,
          });
  await notify(tx, [
    {
      userId: order.userId,
      topic: "payments",
      event: `chargeback_${step.kind}`,
      text,
      href: WALLET_HREF,
    },
  ]);
  if (step.kind === "opened") {
    await notifyAdmins(tx, {
      event: "chargeback_opened",
      text: paymentTexts.adminChargebackOpened(payment, order.providerOrderId),
      href: adminPaymentHref(order.providerOrderId),
    });
  }
}

/** A second payment whose refund the provider refused: an admin refunds it by hand. */
export function notifyRefundFailed(
  tx: Tx,
  params: { payment: PaymentFacts; providerOrderId: string },
): Promise<void> {
  return notifyAdmins(tx, {
    event: "duplicate_payment_refund_failed",
    text: paymentTexts.adminRefundFailed(params.payment, params.providerOrderId),
    href: adminPaymentHref(params.providerOrderId),
  });
}
