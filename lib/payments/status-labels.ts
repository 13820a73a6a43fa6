// What a payment order's state is called, for its payer and for the admin alike: one name a
// state, so the person who closed a checkout and the admin looking into it speak of the same thing.
import type { PaymentOrderStatusName } from "@/lib/validations/admin-payments-values";

export const PAYMENT_STATUS_LABELS: Record<PaymentOrderStatusName, string> = {
  // Checkout opened and then closed (docs/spec.md's 'Payment Cancelled' toast) or never finished: no
  // money moved. "Cancelled" would be wrong for a checkout still open; "Awaiting payment" wrong
  // for one closed.
  created: "Not completed",
  paid: "Paid",
  failed: "Failed",
  refund_pending: "Refund pending",
  refunded: "Refunded",
};

export function paymentStatusLabel(status: string): string {
  return status in PAYMENT_STATUS_LABELS
    ? PAYMENT_STATUS_LABELS[status as PaymentOrderStatusName]
    : status;
}
