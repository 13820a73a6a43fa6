import { Badge } from "@/components/ui/badge";

const STATUS: Record<
  string,
  { label: string; variant: "success" | "secondary" | "warning" | "destructive" | "outline" }
> = {
  paid: { label: "Paid", variant: "success" },
  refunded: { label: "Refunded", variant: "secondary" },
  refund_pending: { label: "Refund pending", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
  // An order whose checkout was closed or never finished: no money moved.
  created: { label: "Not completed", variant: "outline" },
};

export function PaymentStatusBadge({ status, className }: { status: string; className?: string }) {
  const shown = STATUS[status] ?? { label: status, variant: "outline" as const };
  return (
    <Badge variant={shown.variant} className={className}>
      {shown.label}
    </Badge>
  );
}

/** Paid orders have a receipt, and keep it once refunded. */
export function hasReceipt(status: string): boolean {
  return status === "paid" || status === "refunded" || status === "refund_pending";
}
