"use client";

import type { FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { Quote } from "@/components/bookings/delivery-details";
import { bookingFormDialog, type BookingFormProps } from "@/components/bookings/forms/form-dialog";
import { FormShell } from "@/components/bookings/forms/form-shell";
import { StatementFields } from "@/components/bookings/forms/statement-fields";
import { useBookingForm } from "@/components/bookings/forms/use-booking-form";
import { FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { callApi } from "@/lib/api/client";
import { orgDisputesRespond } from "@/lib/api/endpoints/org-disputes";
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { MAX_STATEMENT } from "@/lib/validations/disputes-values";
import { offerPreview } from "./offer-preview";

const checkResponse = lazyZodResolver(() =>
  import("@/components/bookings/forms/form-schemas").then((module) => module.respondForm),
);

/**
 * Respond to a dispute: the organization's side, its files, and optionally coins offered back.
 * With an offer the customer accepts it or asks an admin; without, an admin decides.
 */
function RespondForm({ booking, ...dialog }: BookingFormProps<OrgBookingView>) {
  const bookingForm = useBookingForm({
    dialog,
    resolver: checkResponse,
    defaultValues: { statement: "", files: [], offerCoins: "" },
    fields: ["statement", "files", "offerCoins"],
    send: (body) => callApi(orgDisputesRespond, { params: { id: booking.id }, body }),
    done: (saved) => ({
      title: "Response sent",
      description:
        saved.dispute?.offerCoins != null
          ? `${saved.bookingReference} · ${saved.customerName} accepts your offer or asks an admin to decide.`
          : `${saved.bookingReference} · an admin reads both sides and decides.`,
    }),
    staleTitle: "Could not send the response",
  });
  const { form, ids, fieldProps } = bookingForm;
  const offerText = useWatch({ control: form.control, name: "offerCoins" });
  const preview = offerPreview(booking, offerText);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The price is the most a customer can get back: said at the field, before sending.
    if (!preview.tooMuch) return bookingForm.onSubmit(event);
    event.preventDefault();
    bookingForm.fail(preview.tooMuch, "offerCoins");
  };

  return (
    <FormShell
      {...bookingForm.shell}
      title="Respond to the dispute"
      description={`${booking.customerName} reported a problem with ${booking.serviceTitle}. The ${formatCoins(booking.totalAmount)} stay in escrow until it is settled.`}
      label="Respond to the dispute"
      onSubmit={submit}
      submitLabel="Send response"
      workingLabel="Sending..."
    >
      {booking.dispute ? (
        <Quote text={booking.dispute.statement} who={booking.customerName} />
      ) : null}
      <StatementFields
        state={bookingForm}
        statement={{
          name: "statement",
          label: "Your side",
          hint: "The customer and, if it comes to that, an admin read this.",
          maxLength: MAX_STATEMENT,
        }}
        files={{ name: "files", label: "Files" }}
      />
      <FormField
        htmlFor={ids.offerCoins}
        label="Offer coins back (optional)"
        hint={preview.line}
        hintId={`${ids.offerCoins}-hint`}
      >
        <Input
          id={ids.offerCoins}
          inputMode="numeric"
          autoComplete="off"
          placeholder={`1 to ${booking.totalAmount}`}
          className="max-w-40 tabular-nums"
          {...form.register("offerCoins")}
          {...fieldProps("offerCoins", `${ids.offerCoins}-hint`)}
        />
      </FormField>
    </FormShell>
  );
}

export const RespondDialog = bookingFormDialog(RespondForm);
