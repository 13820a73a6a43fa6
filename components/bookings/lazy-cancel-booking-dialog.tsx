"use client";

import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { CancelBookingDialogProps } from "./cancel-booking-dialog";

/**
 * "Cancel this booking?": its code, the confirmation it draws (itself loaded on first open) and
 * the cancellation it confirms (cancel-booking.ts), fetched together when a Cancel Booking
 * button is near rather than with the page.
 */
export const CancelBookingDialog = lazyDialog(
  () =>
    Promise.all([
      import("./cancel-booking-dialog"),
      import("@/components/ui/confirm-dialog-body"),
      import("./cancel-booking"),
    ]).then(([module]) => module.CancelBookingDialog),
  (props: CancelBookingDialogProps) => props.booking !== null,
);
