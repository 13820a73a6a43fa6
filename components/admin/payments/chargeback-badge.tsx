import { ShieldAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { AdminPayment } from "@/lib/schemas/admin-payments";

const LABELS = {
  open: { label: "Chargeback open", variant: "warning" },
  won: { label: "Chargeback won", variant: "secondary" },
  lost: { label: "Chargeback lost", variant: "destructive" },
} as const;

/** An order's latest card dispute, beside its payment status. */
export function ChargebackBadge({
  chargeback,
}: {
  chargeback: NonNullable<AdminPayment["chargeback"]>;
}) {
  const { label, variant } = LABELS[chargeback.status];
  return (
    <Badge variant={variant} data-testid="chargeback-badge">
      <ShieldAlert aria-hidden="true" />
      {label}
    </Badge>
  );
}
