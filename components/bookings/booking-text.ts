// Words for a booking's state on the bookings page and in its cancel dialog.
import type { BookingStatus } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Who cancelled: "by you", "by the organization", "by an admin"; empty when unknown. */
export function cancelledByText(cancelledBy: string | null): string {
  switch (cancelledBy) {
    case "user":
      return "by you";
    case "org":
      return "by the organization";
    case "admin":
      return "by an admin";
    default:
      return "";
  }
}

/** The dialog's promise: "You'll get 120 coins back in your wallet." */
export function refundPromise(amount: number): string {
  return `You'll get ${formatCoins(amount)} back in your wallet.`;
}

/** The success toast's description: "120 coins returned to your wallet". */
export function refundDone(amount: number): string {
  return `${formatCoins(amount)} returned to your wallet`;
}
