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

// What became of a top-up, as the payer is told it.
const TOP_UP_NOTICES = {
  /** Credited: `coins` (bonus included) are in the wallet. */
  credited: { event: "payment_received", text: paymentTexts.received },
  /** An admin refunded it: its coins left the wallet, the money went back. */
  refunded: { event: "payment_refunded", text: paymentTexts.refunded },
};

/** Tells the payer their top-up was credited or refunded, linked to its receipt. */
export function notifyTopUp(
  tx: Tx,
  params: { order: OrderFacts; coins: number; step: keyof typeof TOP_UP_NOTICES },
): Promise<void> {
  const { order, coins, step } = params;
  const { event, text } = TOP_UP_NOTICES[step];
  return notify(tx, [
    {
      userId: order.userId,
      topic: "payments",
      event,
      text: text(order, coins),
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
