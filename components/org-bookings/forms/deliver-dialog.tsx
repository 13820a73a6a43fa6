"use client";

import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { bookingFormDialog, type BookingFormProps } from "@/components/bookings/forms/form-dialog";
import { FormShell } from "@/components/bookings/forms/form-shell";
import { StatementFields } from "@/components/bookings/forms/statement-fields";
import { useBookingForm } from "@/components/bookings/forms/use-booking-form";
import { callApi } from "@/lib/api/client";
import { orgBookingsDeliver } from "@/lib/api/endpoints/org-bookings";
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";

const checkDelivery = lazyZodResolver(() =>
  import("@/components/bookings/forms/form-schemas").then((module) => module.deliverBookingBody),
);

/**
 * Deliver: what was delivered (required) and its files (up to five). The coins stay in escrow
 * until the customer accepts, or their time to accept ends.
 */
function DeliverForm({ booking, ...dialog }: BookingFormProps<OrgBookingView>) {
  const bookingForm = useBookingForm({
    dialog,
    resolver: checkDelivery,
    defaultValues: { message: "", files: [] },
    fields: ["message", "files"],
    send: (body) => callApi(orgBookingsDeliver, { params: { id: booking.id }, body }),
    done: (saved) => ({
      title: "Delivered",
      description: `${saved.bookingReference} · ${saved.customerName} can now accept it or report a problem.`,
    }),
    staleTitle: "Could not deliver the booking",
  });

  return (
    <FormShell
      {...bookingForm.shell}
      title={`Deliver ${booking.serviceTitle}`}
      description={`${booking.customerName} gets your message and files, and accepts the delivery or reports a problem. The ${formatCoins(booking.totalAmount)} stay in escrow until then; you receive ${formatCoins(booking.netCoins)} when it completes.`}
      label="Deliver"
      submitLabel="Deliver"
      workingLabel="Delivering..."
    >
      <StatementFields
        state={bookingForm}
        statement={{
          name: "message",
          label: "Delivery message",
          hint: "What you delivered, and anything the customer needs to use it.",
          maxLength: 4000,
        }}
        files={{ name: "files", label: "Files" }}
      />
    </FormShell>
  );
}

export const DeliverDialog = bookingFormDialog(DeliverForm);
