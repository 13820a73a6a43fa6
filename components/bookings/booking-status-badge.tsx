import { CircleCheck, CircleX, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { BOOKING_STATUS_LABELS } from "@/lib/bookings/booking-filters";
import type { BookingStatus } from "@/lib/bookings/booking-types";

const LOOKS = {
  active: { variant: "success", icon: Clock },
  completed: { variant: "secondary", icon: CircleCheck },
  cancelled: { variant: "outline", icon: CircleX },
} as const;

/** Active in green, Completed in grey, Cancelled outlined: the word says it, not the colour. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { variant, icon: Icon } = LOOKS[status];
  return (
    <Badge
      variant={variant}
      data-testid="booking-status"
      className={status === "cancelled" ? "text-muted-foreground" : undefined}
    >
      <Icon aria-hidden="true" />
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
