import { notify } from "@/lib/notify";
import { callApi, errorMessage } from "@/lib/api/client";
import { bookingsCancel } from "@/lib/api/endpoints/bookings";
import type { BookingView } from "@/lib/bookings/booking-types";
import { refreshWalletBalance } from "@/lib/swr/use-wallet-balance";
import { refundDone } from "./booking-list-text";
import { readBooking } from "./use-booking-change";

export type CancelOutcome =
  | { ok: true; booking: BookingView }
  /** The booking as it is now, when it could be read again after the refusal. */
  | { ok: false; booking: BookingView | null };

/**
 * Cancels one of the user's bookings (POST bookings.cancel) and says how it went: "Booking
 * Cancelled" with the coins returned, or the API's reason (the window has passed, it is no longer
 * active). A refusal means the booking changed: it is read again for the list. Loaded with the
 * cancel dialog (lazy-cancel-booking-dialog.tsx), not with the page.
 */
export async function cancelBooking(booking: BookingView): Promise<CancelOutcome> {
  try {
    const { data } = await callApi(bookingsCancel, { params: { id: booking.id } });
    notify.success("Booking Cancelled", { description: refundDone(data.totalAmount) });
    void refreshWalletBalance();
    return { ok: true, booking: data };
  } catch (error) {
    notify.error("Couldn't cancel the booking", { description: errorMessage(error) });
    return { ok: false, booking: await readBooking(booking.id) };
  }
}
