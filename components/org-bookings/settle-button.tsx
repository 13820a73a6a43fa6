import type { ComponentProps } from "react";
import { CircleCheck, CircleX } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { BookingView } from "@/lib/bookings/booking-types";

export type Settlement = "complete" | "cancel";

const LABELS: Record<Settlement, string> = { complete: "Mark delivered", cancel: "Cancel" };

type SettleButtonProps = ComponentProps<typeof Button> & {
  action: Settlement;
  booking: Pick<BookingView, "bookingReference">;
};

/**
 * Mark delivered or Cancel on an active booking's row: the trigger of its confirmation
 * (booking-actions.tsx), and the same button disabled while that code loads (lazy-booking-actions).
 */
export function SettleButton({ action, booking, ...props }: SettleButtonProps) {
  return (
    <Button
      type="button"
      size="sm"
      variant={action === "complete" ? "default" : "outline"}
      aria-label={`${LABELS[action]}: ${booking.bookingReference}`}
      {...props}
    >
      {action === "complete" ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
      {LABELS[action]}
    </Button>
  );
}

/** The two buttons side by side, as the row lays them out. */
export const SETTLE_BUTTONS_CLASS = "flex flex-wrap gap-2 lg:justify-end";
