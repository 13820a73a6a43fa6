import type { ComponentProps } from "react";
import { CircleCheck, CircleX, MessageSquareReply, PackageCheck, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { OrgBookingView } from "@/lib/bookings/booking-types";

/** What an organization can do to one of its bookings. */
export type OrgAction = "deliver" | "cancel" | "acceptRequest" | "declineRequest" | "respond";

const LOOKS: Record<
  OrgAction,
  { label: string; icon: typeof CircleCheck; variant: "default" | "outline" }
> = {
  deliver: { label: "Deliver", icon: PackageCheck, variant: "default" },
  acceptRequest: { label: "Accept cancellation", icon: Undo2, variant: "outline" },
  declineRequest: { label: "Decline", icon: CircleX, variant: "outline" },
  respond: { label: "Respond", icon: MessageSquareReply, variant: "default" },
  cancel: { label: "Cancel", icon: CircleX, variant: "outline" },
};

/**
 * The actions a booking offers now, in the row's order: deliver an active one (or, while the
 * customer asks to cancel, accept or decline that instead of cancelling), cancel a delivery the
 * customer has not accepted yet, and answer a dispute that waits for the organization.
 */
export function orgActionsFor(booking: OrgBookingView): OrgAction[] {
  if (booking.status === "active") {
    const asking = booking.cancelRequest !== null && booking.cancelRequest.declinedAt === null;
    return asking ? ["deliver", "acceptRequest", "declineRequest"] : ["deliver", "cancel"];
  }
  if (booking.status === "delivered") return ["cancel"];
  if (booking.status === "disputed" && booking.dispute?.status === "awaiting_organization") {
    return ["respond"];
  }
  return [];
}

type ActionButtonProps = ComponentProps<typeof Button> & {
  action: OrgAction;
  booking: Pick<OrgBookingView, "bookingReference">;
};

/**
 * One of a row's buttons: the trigger of its dialog (booking-actions.tsx), and the same button
 * disabled while that code loads (lazy-booking-actions.tsx).
 */
export function ActionButton({ action, booking, ...props }: ActionButtonProps) {
  const { label, icon: Icon, variant } = LOOKS[action];
  return (
    <Button
      type="button"
      size="sm"
      variant={variant}
      aria-label={`${label}: ${booking.bookingReference}`}
      {...props}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

/** The buttons side by side, as the row lays them out. */
export const ACTION_BUTTONS_CLASS = "flex flex-wrap gap-2 lg:justify-end";
