import { CircleAlert, CircleCheck, CircleX, Clock, PackageCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { BOOKING_FILTER_LABELS } from "@/lib/bookings/booking-filters";
import type { BookingStatus } from "@/lib/bookings/booking-types";

const LOOKS = {
  active: { variant: "success", icon: Clock },
  delivered: { variant: "default", icon: PackageCheck },
  disputed: { variant: "warning", icon: CircleAlert },
  completed: { variant: "secondary", icon: CircleCheck },
  cancelled: { variant: "outline-muted", icon: CircleX },
} as const satisfies Record<BookingStatus, unknown>;

/**
 * Active in green, Delivered in the brand colour (it waits for the customer), In dispute in amber,
 * Completed in grey, Cancelled outlined: the word says it, not the colour.
 */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { variant, icon: Icon } = LOOKS[status];
  return (
    <Badge variant={variant} data-testid="booking-status">
      <Icon aria-hidden="true" />
      {BOOKING_FILTER_LABELS[status]}
    </Badge>
  );
}
