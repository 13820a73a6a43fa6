import { Badge } from "@/components/ui/badge";
import { paymentStatusLabel } from "@/lib/payments/status-labels";

const VARIANTS: Record<string, "success" | "secondary" | "warning" | "destructive" | "outline"> = {
  paid: "success",
  refunded: "secondary",
  refund_pending: "warning",
  failed: "destructive",
};

/** The payer's view of an order's state, named as the admin's list names it. */
export function PaymentStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={VARIANTS[status] ?? "outline"} className={className}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}

/** Paid orders have a receipt, and keep it once refunded. */
export function hasReceipt(status: string): boolean {
  return status === "paid" || status === "refunded" || status === "refund_pending";
}
