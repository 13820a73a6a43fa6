import type { ComponentProps } from "react";
import {
  CircleAlert,
  CircleCheck,
  Gavel,
  HandCoins,
  MessageSquareX,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import type { BookingView } from "@/lib/bookings/booking-types";

/** What a customer can do to one of their bookings from its protection panel. */
export type CustomerAction =
  "askCancel" | "accept" | "report" | "acceptOffer" | "askAdmin" | "withdraw";

const LOOKS: Record<
  CustomerAction,
  { label: string; icon: LucideIcon; variant: "default" | "outline" }
> = {
  askCancel: { label: "Ask to cancel", icon: MessageSquareX, variant: "outline" },
  accept: { label: "Accept", icon: CircleCheck, variant: "default" },
  report: { label: "Report a problem", icon: CircleAlert, variant: "outline" },
  acceptOffer: { label: "Accept offer", icon: HandCoins, variant: "default" },
  askAdmin: { label: "Ask an admin to decide", icon: Gavel, variant: "outline" },
  withdraw: { label: "Withdraw the dispute", icon: Undo2, variant: "outline" },
};

/** The customer's button that withdraws their dispute: with a delivery, it accepts it. */
export function withdrawLabel(booking: Pick<BookingView, "delivery">): string {
  return booking.delivery ? "Withdraw and accept the delivery" : LOOKS.withdraw.label;
}

/**
 * The actions a booking offers its customer now, in the panel's order: ask to cancel an active
 * booking past its free 24 hours; accept a delivery or report a problem with it; report one once
 * a request to cancel was declined (until the due date); while a dispute is open, accept the
 * organization's offer, ask an admin to decide while the offer waits for the customer, and
 * withdraw the dispute.
 */
export function customerActionsFor(booking: BookingView): CustomerAction[] {
  const request = booking.cancelRequest;
  const dispute = booking.dispute;
  if (booking.status === "active") {
    if (booking.cancellableUntil === null && !request) return ["askCancel"];
    return request?.declinedAt && !dispute ? ["report"] : [];
  }
  if (booking.status === "delivered") return ["accept", "report"];
  if (booking.status !== "disputed" || !dispute || dispute.status === "resolved") return [];
  if (dispute.offerCoins === null || dispute.status === "awaiting_organization") {
    return ["withdraw"];
  }
  return dispute.status === "awaiting_customer"
    ? ["acceptOffer", "askAdmin", "withdraw"]
    : ["acceptOffer", "withdraw"];
}

type CustomerActionButtonProps = ComponentProps<typeof Button> & {
  action: CustomerAction;
  booking: Pick<BookingView, "delivery">;
  /** The row's title id: the button's description names the booking. */
  titleId: string;
};

/**
 * A button of the panel, full width on a phone: the trigger of its form or confirmation
 * (customer-actions.tsx), and the same button disabled while that code loads
 * (lazy-customer-actions.tsx).
 */
export function CustomerActionButton({
  action,
  booking,
  titleId,
  ...button
}: CustomerActionButtonProps) {
  const { icon: Icon, variant } = LOOKS[action];
  return (
    <Button
      type="button"
      size="sm"
      variant={variant}
      aria-describedby={titleId}
      className="w-full sm:w-auto"
      {...button}
    >
      <Icon aria-hidden="true" />
      {action === "withdraw" ? withdrawLabel(booking) : LOOKS[action].label}
    </Button>
  );
}
