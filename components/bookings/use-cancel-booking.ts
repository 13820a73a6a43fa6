"use client";

import { useCallback, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { BookingView } from "@/lib/bookings/booking-types";
import { notify } from "@/lib/notify";
import type { CancelOutcome } from "./cancel-booking";

/**
 * Cancels one of the user's bookings (cancel-booking.ts, fetched with the cancel dialog) and
 * keeps which one is being cancelled, for its button.
 */
export function useCancelBooking() {
  const [cancellingId, setCancellingId] = useState<string | null>(null);

  const cancel = useCallback(async (booking: BookingView): Promise<CancelOutcome> => {
    setCancellingId(booking.id);
    try {
      const { cancelBooking } = await import("./cancel-booking");
      return await cancelBooking(booking);
    } catch (error) {
      // Its code could not be fetched (the network is gone): nothing was sent.
      notify.error("Couldn't cancel the booking", { description: errorMessage(error) });
      return { ok: false, booking: null };
    } finally {
      setCancellingId(null);
    }
  }, []);

  return { cancel, cancellingId };
}
