import { Ban, CircleAlert, CircleCheck, CircleX, Clock, Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CONVERSION_STATUS_LABELS } from "@/lib/conversions/status-words";
import type { ConversionStatus } from "@/lib/validations/conversions-values";

const LOOKS = {
  pending: { variant: "warning", icon: Clock },
  processing: { variant: "secondary", icon: Send },
  paid: { variant: "success", icon: CircleCheck },
  failed: { variant: "destructive", icon: CircleAlert },
  rejected: { variant: "destructive", icon: CircleX },
  cancelled: { variant: "outline", icon: Ban },
} as const satisfies Record<ConversionStatus, { variant: string; icon: unknown }>;

/** The word says the state; colour and icon only repeat it. */
export function ConversionStatusBadge({ status }: { status: ConversionStatus }) {
  const { variant, icon: Icon } = LOOKS[status];
  return (
    <Badge variant={variant} data-testid="conversion-status">
      <Icon aria-hidden="true" />
      {CONVERSION_STATUS_LABELS[status]}
    </Badge>
  );
}
