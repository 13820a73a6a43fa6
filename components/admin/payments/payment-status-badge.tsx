import { CircleCheck, CircleX, Clock, RotateCcw, Undo2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PAYMENT_STATUS_LABELS } from "@/lib/payments/status-labels";
import type { PaymentOrderStatusName } from "@/lib/validations/admin-payments-values";

const LOOKS = {
  created: { variant: "outline", icon: Clock },
  paid: { variant: "success", icon: CircleCheck },
  failed: { variant: "destructive", icon: CircleX },
  refund_pending: { variant: "warning", icon: RotateCcw },
  refunded: { variant: "secondary", icon: Undo2 },
} as const;

/** The word says the state; colour and icon only repeat it. */
export function PaymentStatusBadge({ status }: { status: PaymentOrderStatusName }) {
  const { variant, icon: Icon } = LOOKS[status];
  return (
    <Badge variant={variant} data-testid="payment-status">
      <Icon aria-hidden="true" />
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
