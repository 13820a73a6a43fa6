"use client";

import { useState } from "react";
import { Undo2 } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button } from "@/components/ui/button";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminPaymentsList } from "@/lib/api/endpoints/admin-payments";
import { paymentsRefund } from "@/lib/api/endpoints/payments";
import type { AdminPayment } from "@/lib/schemas/admin-payments";
import { formatCoins } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import { notify } from "@/lib/notify";
import { adminPaymentsListQuery } from "@/lib/admin/payments-path";

interface RefundDialogProps {
  order: AdminPayment;
  /** The order as the server reads it after the refund. */
  onRefunded: (order: AdminPayment) => void;
  /** Refused (coins spent, already refunded, the provider said no): read the list again. */
  onFailed: () => void;
}

/** The order as it is now, found by its provider order id. */
async function freshOrder(order: AdminPayment): Promise<AdminPayment | undefined> {
  const { data: page } = await callApi(adminPaymentsList, {
    query: adminPaymentsListQuery({ status: "all", q: order.providerOrderId }),
  });
  return page.items.find((item) => item.id === order.id);
}

/**
 * Refund a paid top-up (POST payments.refund): its coins leave the payer's wallet and the
 * provider returns the money. The server refuses when the coins have been spent.
 */
export function RefundDialog({ order, onRefunded, onFailed }: RefundDialogProps) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const money = formatMoney(order.amount, order.currency);

  async function refund() {
    setWorking(true);
    try {
      const { data } = await callApi(paymentsRefund, {
        body: { orderId: order.id },
      });
      notify.success("Payment Refunded", {
        description: `${money} returned to ${order.payer.email}; ${formatCoins(data.coinsRemoved)} taken back.`,
      });
      const fresh = await freshOrder(order).catch(() => undefined);
      if (fresh) onRefunded(fresh);
      else onFailed();
    } catch (cause) {
      notify.error("Refund Refused", { description: errorMessage(cause) });
      onFailed();
    } finally {
      setWorking(false);
      setOpen(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Refund ${money} to ${order.payer.email} (order ${order.providerOrderId})`}
        >
          <Undo2 aria-hidden="true" />
          Refund
        </Button>
      }
      title={`Refund ${money} to ${order.payer.name}?`}
      keepLabel="Keep payment"
      confirmLabel={`Refund ${money}`}
      workingLabel="Refunding..."
      working={working}
      destructive
      onConfirm={() => void refund()}
    >
      <p>
        Order <span className="font-mono text-foreground">{order.providerOrderId}</span> of{" "}
        <span className="font-medium text-foreground">{order.payer.email}</span>.
      </p>
      <p className="font-medium text-foreground">
        {formatCoins(order.coins)}
        {order.bonus > 0 ? ` (${formatCoins(order.bonus)} of them bonus)` : ""} are taken back from
        their wallet, and {money} is returned through the payment provider.
      </p>
      <p>
        If the coins have already been spent the refund is refused and nothing changes. This cannot
        be undone.
      </p>
    </ConfirmDialog>
  );
}
