import { CircleCheck, Gavel, Hourglass, MessageSquareReply } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { DisputeStatus } from "@/lib/bookings/booking-types";
import { STATUS_LABELS } from "./dispute-words";

const LOOKS = {
  awaiting_admin: { variant: "warning", icon: Gavel },
  awaiting_organization: { variant: "secondary", icon: Hourglass },
  awaiting_customer: { variant: "secondary", icon: MessageSquareReply },
  resolved: { variant: "success", icon: CircleCheck },
} as const satisfies Record<DisputeStatus, { variant: string; icon: unknown }>;

/** The word says the state; colour and icon only repeat it. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { variant, icon: Icon } = LOOKS[status];
  return (
    <Badge variant={variant} data-testid="dispute-status">
      <Icon aria-hidden="true" />
      {STATUS_LABELS[status]}
    </Badge>
  );
}
