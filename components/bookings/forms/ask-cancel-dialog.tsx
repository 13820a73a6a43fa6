"use client";

import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { callApi } from "@/lib/api/client";
import { bookingsCancelRequest } from "@/lib/api/endpoints/bookings";
import type { BookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { bookingFormDialog, type BookingFormProps } from "./form-dialog";
import { FormShell, TextField } from "./form-shell";
import { useBookingForm } from "./use-booking-form";

const checkRequest = lazyZodResolver(() =>
  import("./form-schemas").then((module) => module.cancelRequestBody),
);

/**
 * "Ask to cancel", after the free 24 hours and before a delivery: the customer says why, and the
 * organization accepts (every coin back) or declines with its reason.
 */
function AskCancelForm({ booking, ...dialog }: BookingFormProps<BookingView>) {
  const { form, ids, fieldProps, shell } = useBookingForm({
    dialog,
    resolver: checkRequest,
    defaultValues: { reason: "" },
    fields: ["reason"],
    send: (body) => callApi(bookingsCancelRequest, { params: { id: booking.id }, body }),
    done: () => ({
      title: "Request sent",
      description: `We asked ${booking.organization} to cancel ${booking.serviceTitle}. We will email you their answer.`,
    }),
    staleTitle: "Couldn't send the request",
  });

  return (
    <FormShell
      {...shell}
      title="Ask to cancel this booking"
      description={`The free 24 hours have passed, so ${booking.organization} decides. If it accepts, ${formatCoins(booking.totalAmount)} come back to your wallet; if it does not deliver by the due date, they come back anyway.`}
      label="Ask to cancel"
      submitLabel="Send request"
      workingLabel="Sending..."
    >
      <TextField
        id={ids.reason}
        label="Why do you want to cancel?"
        hint={`${booking.organization} reads this with your request.`}
        maxLength={1000}
        {...form.register("reason")}
        {...fieldProps("reason")}
      />
    </FormShell>
  );
}

export const AskCancelDialog = bookingFormDialog(AskCancelForm);
