"use client";

import { useState } from "react";
import { FlaskConical } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button } from "@/components/ui/button";
import { callApi, errorMessage } from "@/lib/api/client";
import { adminPaymentsSimulateChargeback } from "@/lib/api/endpoints/admin-payments";
import type { AdminPayment } from "@/lib/schemas/admin-payments";
import { formatCoins } from "@/lib/format/coins";
import { formatMoney } from "@/lib/format/money";
import { notify } from "@/lib/notify";
import type { SimulatedChargebackOutcome } from "@/lib/validations/admin-payments-values";

const OUTCOMES: Record<SimulatedChargebackOutcome, { label: string; means: string }> = {
  open: {
    label: "Open a dispute",
    means: "The bank disputes the payment: the top-up's coins still in the wallet are held.",
  },
  won: {
    label: "Dispute decided: won",
    means: "The held coins go back to the wallet.",
  },
  lost: {
    label: "Dispute decided: lost",
    means:
      "The top-up's coins are taken back (held first, then the wallet); what was spent becomes the wallet's debt.",
  },
};

interface TestChargebackDialogProps {
  order: AdminPayment;
  /** The order read again after the events were handled. */
  onDone: () => void;
}

/**
 * Test mode only (no Razorpay keys): the card's bank disputes this top-up. The server sends the
 * events Razorpay would, signed, through the real webhook handler.
 */
export function TestChargebackDialog({ order, onDone }: TestChargebackDialogProps) {
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const disputed = order.chargeback?.status === "open";
  const choices: SimulatedChargebackOutcome[] = disputed
    ? ["won", "lost"]
    : ["open", "won", "lost"];
  const [outcome, setOutcome] = useState<SimulatedChargebackOutcome>(choices[0] ?? "open");
  const money = formatMoney(order.amount, order.currency);

  async function send() {
    setWorking(true);
    try {
      const { data } = await callApi(adminPaymentsSimulateChargeback, {
        params: { id: order.id },
        body: { outcome },
      });
      const chargeback = data.chargeback;
      notify.success("Test Chargeback Sent", {
        description:
          chargeback.status === "lost"
            ? `Lost: ${formatCoins(chargeback.heldCoins)} were held; the wallet owes ${formatCoins(chargeback.debtCoins)}.`
            : `${chargeback.status === "open" ? "Open" : "Won"}: ${formatCoins(chargeback.heldCoins)} held.`,
      });
    } catch (cause) {
      notify.error("Test Chargeback Refused", { description: errorMessage(cause) });
    } finally {
      setWorking(false);
      setOpen(false);
      onDone();
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        // The order may have changed since the last time (a dispute opened): start from its first.
        if (next) setOutcome(choices[0] ?? "open");
        setOpen(next);
      }}
      trigger={
        <Button
          type="button"
          size="sm-fine"
          variant="ghost"
          aria-label={`Test mode: chargeback of ${money} (order ${order.providerOrderId})`}
        >
          <FlaskConical aria-hidden="true" />
          Test chargeback
        </Button>
      }
      title={`Test mode: a chargeback of ${money}?`}
      keepLabel="Cancel"
      confirmLabel="Send the events"
      workingLabel="Sending..."
      working={working}
      onConfirm={() => void send()}
    >
      <p>
        Test mode only: the server sends the dispute events Razorpay would for order{" "}
        <span className="font-mono text-foreground">{order.providerOrderId}</span> of{" "}
        <span className="font-medium text-foreground">{order.payer.email}</span>, signed, through
        the real webhook. Coins move as in a real dispute.
      </p>
      <fieldset className="space-y-2">
        <legend className="sr-only">What the bank does</legend>
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer gap-2 rounded-md border p-2 text-foreground has-[:checked]:border-primary"
          >
            <input
              type="radio"
              name={`chargeback-outcome-${order.id}`}
              value={choice}
              checked={outcome === choice}
              onChange={() => setOutcome(choice)}
              className="mt-1"
            />
            <span>
              <span className="block font-medium">{OUTCOMES[choice].label}</span>
              <span className="block text-xs text-muted-foreground">{OUTCOMES[choice].means}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
