"use client";

import { ColumnRow, type ColumnHeader } from "@/components/data/column-table";
import type { AdminPayment } from "@/lib/schemas/admin-payments";
import { formatCoins } from "@/lib/format/coins";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { formatExchangeRate } from "@/lib/format/exchange-rate";
import { BASE_CURRENCY } from "@/lib/money/currencies";
import { CopyId, IdTerm } from "./copy-id";
import { PaymentStatusBadge } from "./payment-status-badge";
import { ChargebackBadge } from "./chargeback-badge";
import { RefundDialog } from "./refund-dialog";
import { TestChargebackDialog } from "./test-chargeback-dialog";

/**
 * A table's columns on wide screens; on a phone a row is a card: payer and amount on top, then
 * state, the provider's ids, the times and the refund.
 */
export const ORDER_COLUMNS =
  "lg:grid-cols-[minmax(0,1.4fr)_minmax(0,0.8fr)_minmax(0,0.9fr)_minmax(0,1.5fr)_minmax(0,1.5fr)_6.5rem] lg:[grid-template-areas:'payer_amount_status_ids_times_actions']";

export const ORDER_HEADERS: readonly ColumnHeader[] = [
  { label: "Payer" },
  { label: "Amount" },
  { label: "Status" },
  { label: "Provider ids" },
  { label: "Times" },
  { label: "Refund", end: true },
];

interface PaymentOrderRowProps {
  order: AdminPayment;
  dateStyle: DateStyle;
  /** Takes the focus after a refund: the Refund button that had it is gone. */
  focused: boolean;
  onRefunded: (order: AdminPayment) => void;
  onFailed: () => void;
  /** Test mode (no Razorpay keys): a paid order offers a test chargeback. */
  testMode: boolean;
  /** A test chargeback was sent: read the order and the overview again. */
  onChargeback: () => void;
}

export function PaymentOrderRow({
  order,
  dateStyle,
  focused,
  onRefunded,
  onFailed,
  testMode,
  onChargeback,
}: PaymentOrderRowProps) {
  return (
    <ColumnRow
      focused={focused}
      columns={ORDER_COLUMNS}
      areas="[grid-template-areas:'payer_amount'_'status_status'_'ids_ids'_'times_times'_'actions_actions']"
      data-testid="payment-order"
      data-order={order.providerOrderId}
      data-status={order.status}
    >
      <div className="min-w-0 [grid-area:payer]">
        <p className="font-semibold break-words">{order.payer.name}</p>
        <p className="text-sm break-all text-muted-foreground">{order.payer.email}</p>
      </div>
      <div className="text-right [grid-area:amount] lg:text-left">
        <p className="font-semibold whitespace-nowrap tabular-nums">
          {formatMoney(order.amount, order.currency)}
        </p>
        <p className="text-sm whitespace-nowrap text-muted-foreground">
          {formatCoins(order.coins)}
        </p>
        {order.currency === BASE_CURRENCY ? null : (
          <p className="text-xs whitespace-nowrap text-muted-foreground" data-testid="order-rate">
            at {formatExchangeRate(order.currency, order.rate)}
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2 [grid-area:status] lg:block lg:space-y-1">
        <PaymentStatusBadge status={order.status} />
        {order.chargeback ? <ChargebackBadge chargeback={order.chargeback} /> : null}
        <p className="text-xs text-muted-foreground capitalize">{order.provider}</p>
      </div>
      <dl className="grid min-w-0 gap-0.5 text-xs [grid-area:ids]">
        <IdTerm term="Order" label="provider order id" value={order.providerOrderId} />
        <div className="flex min-w-0 items-center gap-1.5">
          <dt className="shrink-0 text-muted-foreground">Payment</dt>
          <dd className="min-w-0">
            {order.providerPaymentId ? (
              <CopyId label="provider payment id" value={order.providerPaymentId} />
            ) : (
              <span className="text-muted-foreground">none yet</span>
            )}
          </dd>
        </div>
        {order.refund?.refundId ? (
          <IdTerm term="Refund" label="refund id" value={order.refund.refundId} />
        ) : null}
      </dl>
      <dl className="grid gap-0.5 text-xs text-muted-foreground [grid-area:times]">
        <div>
          <dt className="inline">Created </dt>
          <dd className="inline">{formatDateTime(order.createdAt, dateStyle)}</dd>
        </div>
        {order.paidAt ? (
          <div>
            <dt className="inline">Paid </dt>
            <dd className="inline">{formatDateTime(order.paidAt, dateStyle)}</dd>
          </div>
        ) : null}
        {order.refund?.refundedAt ? (
          <div>
            <dt className="inline">Refunded </dt>
            <dd className="inline">{formatDateTime(order.refund.refundedAt, dateStyle)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="pt-1 [grid-area:actions] lg:pt-0 lg:text-right">
        {order.refundable ? (
          <RefundDialog order={order} onRefunded={onRefunded} onFailed={onFailed} />
        ) : order.status === "paid" &&
          order.chargeback !== null &&
          order.chargeback.status !== "won" ? (
          <p className="text-xs text-muted-foreground" data-testid="refund-unavailable">
            Disputed by the card&apos;s bank, so it cannot be refunded.
          </p>
        ) : order.status === "paid" ? (
          <p className="text-xs text-muted-foreground" data-testid="refund-unavailable">
            Coins spent: the wallet holds {formatCoins(order.walletCoins)}, so it cannot be
            refunded.
          </p>
        ) : null}
        {testMode && order.status === "paid" && order.chargeback?.status !== "lost" ? (
          <TestChargebackDialog order={order} onDone={onChargeback} />
        ) : null}
      </div>
    </ColumnRow>
  );
}
