"use client";

import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { Quote } from "@/components/bookings/delivery-details";
import { bookingFormDialog, type BookingFormProps } from "@/components/bookings/forms/form-dialog";
import { FormShell, TextField } from "@/components/bookings/forms/form-shell";
import { useBookingForm } from "@/components/bookings/forms/use-booking-form";
import { callApi } from "@/lib/api/client";
import { orgBookingsDeclineCancelRequest } from "@/lib/api/endpoints/org-bookings";
import type { OrgBookingView } from "@/lib/bookings/booking-types";

const checkDecline = lazyZodResolver(() =>
  import("@/components/bookings/forms/form-schemas").then((module) => module.declineCancelBody),
);

/** Decline the customer's request to cancel, with the reason they will read. */
function DeclineForm({ booking, ...dialog }: BookingFormProps<OrgBookingView>) {
  const { form, ids, fieldProps, shell } = useBookingForm({
    dialog,
    resolver: checkDecline,
    defaultValues: { reason: "" },
    fields: ["reason"],
    send: (body) => callApi(orgBookingsDeclineCancelRequest, { params: { id: booking.id }, body }),
    done: (saved) => ({
      title: "Request declined",
      description: `${saved.bookingReference} · we email ${saved.customerName} your reason.`,
    }),
    staleTitle: "Could not decline the request",
  });

  return (
    <FormShell
      {...shell}
      title="Decline the request to cancel?"
      description={`${booking.customerName} asked to cancel ${booking.serviceTitle}. If you decline, deliver by the due date: undelivered, every coin goes back to them anyway. They may also report a problem.`}
      label="Decline the request to cancel"
      submitLabel="Decline request"
      workingLabel="Declining..."
      submitVariant="destructive"
    >
      {booking.cancelRequest ? (
        <Quote text={booking.cancelRequest.reason} who={booking.customerName} />
      ) : null}
      <TextField
        id={ids.reason}
        label="Your reason"
        hint={`${booking.customerName} reads this.`}
        maxLength={1000}
        {...form.register("reason")}
        {...fieldProps("reason")}
      />
    </FormShell>
  );
}

export const DeclineDialog = bookingFormDialog(DeclineForm);
