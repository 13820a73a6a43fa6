import { Ban, CircleCheck, CircleX, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ConversionStatus } from "@/lib/validations/conversions-values";

const LOOKS = {
  pending: { variant: "warning", icon: Clock, label: "Pending" },
  approved: { variant: "success", icon: CircleCheck, label: "Approved" },
  rejected: { variant: "destructive", icon: CircleX, label: "Rejected" },
  cancelled: { variant: "outline", icon: Ban, label: "Cancelled" },
} as const;

/** The word says the state; colour and icon only repeat it. */
export function ConversionStatusBadge({ status }: { status: ConversionStatus }) {
  const { variant, icon: Icon, label } = LOOKS[status];
  return (
    <Badge variant={variant} data-testid="conversion-status">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
