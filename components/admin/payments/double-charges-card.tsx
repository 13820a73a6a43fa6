import { CircleCheck, CircleX, Clock, CopyCheck } from "lucide-react";
import type { DoubleCharge, PaymentsOverview } from "@/lib/schemas/admin-payments";
import { formatDateTime, type DateStyle } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { CopyId } from "./copy-id";
import { OverviewCard, PayerRow, type RowState } from "./overview-card";

const STATES: Record<DoubleCharge["state"], RowState> = {
  refund_pending: { label: "Refund pending", variant: "warning", icon: Clock },
  refund_failed: { label: "Refund failed", variant: "destructive", icon: CircleX },
  refunded: { label: "Refunded", variant: "secondary", icon: CircleCheck },
};

/** What the admin does about each state: there is no API to retry a provider's refund. */
const NEXT_STEP: Record<DoubleCharge["state"], string> = {
  refund_pending:
    "The provider is refunding it. If it stays pending for a day, check the payment in the provider's dashboard.",
  refund_failed:
    "The provider refused the refund. Refund this payment from the provider's dashboard, then tell the payer.",
  refunded: "Refunded to the payer; nothing to do.",
};

interface DoubleChargesCardProps {
  doubleCharges: PaymentsOverview["doubleCharges"];
  dateStyle: DateStyle;
}

/** What happened to the payer, in a few words. */
const WHAT_HAPPENED: Record<DoubleCharge["reason"], string> = {
  second_payment: "charged twice",
  expired_order: "paid after the order's price expired",
};

/**
 * Payments never credited, to be refunded to the payer: second payments of orders already paid,
 * and payments of orders whose price expired and would buy fewer coins now.
 */
export function DoubleChargesCard({ doubleCharges, dateStyle }: DoubleChargesCardProps) {
  return (
    <OverviewCard
      id="double-charges"
      title="Double charges"
      data-testid="double-charges"
      description={
        doubleCharges.open === 0
          ? "No payer is waiting for the refund of a payment that was not credited."
          : `${doubleCharges.open} ${doubleCharges.open === 1 ? "payment is" : "payments are"} not credited and not refunded yet.`
      }
      items={doubleCharges.items}
      empty={{
        icon: CopyCheck,
        title: "No double charges",
        description: "No payer has paid the same order twice.",
      }}
    >
      {(charge) => (
        <PayerRow key={charge.id} payer={charge.payer} state={STATES[charge.state]}>
          <p className="text-sm">
            {formatMoney(charge.amount, charge.currency)} {WHAT_HAPPENED[charge.reason]} ·{" "}
            {formatDateTime(charge.createdAt, dateStyle)}
          </p>
          <dl className="grid gap-1 text-xs text-muted-foreground">
            <div className="flex min-w-0 items-center gap-2">
              <dt>{charge.reason === "second_payment" ? "Second payment" : "Payment"}</dt>
              <dd className="min-w-0">
                <CopyId label="payment id" value={charge.providerPaymentId} />
              </dd>
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <dt>Order</dt>
              <dd className="min-w-0">
                <CopyId label="provider order id" value={charge.providerOrderId} />
              </dd>
            </div>
          </dl>
          {charge.failureReason ? (
            <p className="text-xs text-destructive">Provider said: {charge.failureReason}</p>
          ) : null}
          <p className="text-xs text-muted-foreground">{NEXT_STEP[charge.state]}</p>
        </PayerRow>
      )}
    </OverviewCard>
  );
}
