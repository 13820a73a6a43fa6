"use client";

import { useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { Quote } from "@/components/bookings/delivery-details";
import { FilesField } from "@/components/bookings/forms/files-field";
import { bookingFormDialog, type BookingFormProps } from "@/components/bookings/forms/form-dialog";
import { FormShell, TextField } from "@/components/bookings/forms/form-shell";
import { useBookingForm } from "@/components/bookings/forms/use-booking-form";
import { FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { callApi } from "@/lib/api/client";
import { disputesRespond } from "@/lib/api/endpoints/disputes/respond";
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
  const [uploading, setUploading] = useState(false);
  const { form, ids, saving, onSubmit, message, alertId, fieldProps, fail } = useBookingForm({
    dialog,
    resolver: checkResponse,
    defaultValues: { statement: "", files: [], offerCoins: "" },
    fields: ["statement", "files", "offerCoins"],
    send: (body) => callApi(disputesRespond, { params: { id: booking.id }, body }),
    done: (saved) => ({
      title: "Response sent",
      description:
        saved.dispute?.offerCoins != null
          ? `${saved.bookingReference} · ${saved.customerName} accepts your offer or asks an admin to decide.`
          : `${saved.bookingReference} · an admin reads both sides and decides.`,
    }),
    staleTitle: "Could not send the response",
  });
  const offerText = useWatch({ control: form.control, name: "offerCoins" });
  const preview = offerPreview(booking, offerText);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The price is the most a customer can get back: said at the field, before sending.
    if (!preview.tooMuch) return onSubmit(event);
    event.preventDefault();
    fail(preview.tooMuch, "offerCoins");
  };

  return (
    <FormShell
      title="Respond to the dispute"
      description={`${booking.customerName} reported a problem with ${booking.serviceTitle}. The ${formatCoins(booking.totalAmount)} stay in escrow until it is settled.`}
      label="Respond to the dispute"
      onSubmit={submit}
      onFocus={checkResponse.preload}
      busy={saving}
      waiting={uploading}
      submitLabel="Send response"
      workingLabel="Sending..."
      onCancel={dialog.onClose}
      error={{ id: alertId, message }}
    >
      {booking.dispute ? (
        <Quote text={booking.dispute.statement} who={booking.customerName} />
      ) : null}
      <TextField
        id={ids.statement}
        label="Your side"
        hint="The customer and, if it comes to that, an admin read this."
        maxLength={MAX_STATEMENT}
        {...form.register("statement")}
        {...fieldProps("statement")}
      />
      <FilesField
        control={form.control}
        name="files"
        id={ids.files}
        label="Files"
        disabled={saving}
        onUploadingChange={setUploading}
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
