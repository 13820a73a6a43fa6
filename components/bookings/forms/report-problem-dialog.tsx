"use client";

import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { callApi } from "@/lib/api/client";
import { disputesOpen } from "@/lib/api/endpoints/disputes";
import { DISPUTE_REASONS, type BookingView } from "@/lib/bookings/booking-types";
import { formatCoins } from "@/lib/format/coins";
import { MAX_STATEMENT } from "@/lib/validations/disputes-values";
import { DISPUTE_REASON_CHOICES } from "../dispute-text";
import { bookingFormDialog, type BookingFormProps } from "./form-dialog";
import { FormShell } from "./form-shell";
import { StatementFields } from "./statement-fields";
import { useBookingForm } from "./use-booking-form";

const checkReport = lazyZodResolver(() =>
  import("./form-schemas").then((module) => module.reportProblemForm),
);

/**
 * "Report a problem" with a delivery (or with a booking whose request to cancel was declined):
 * what is wrong, the customer's account of it and any files. The coins stay in escrow; the
 * organization answers, and an admin decides what the two do not settle.
 */
function ReportProblemForm({ booking, ...dialog }: BookingFormProps<BookingView>) {
  const bookingForm = useBookingForm({
    dialog,
    resolver: checkReport,
    defaultValues: { reason: "", statement: "", files: [] },
    fields: ["reason", "statement", "files"],
    send: (body) => callApi(disputesOpen, { params: { id: booking.id }, body }),
    done: () => ({
      title: "Problem reported",
      description: `${booking.organization} has been asked to answer. Your ${formatCoins(booking.totalAmount)} stay in escrow until it is settled.`,
    }),
    staleTitle: "Couldn't report the problem",
  });
  const { form, ids, fieldProps } = bookingForm;

  return (
    <FormShell
      {...bookingForm.shell}
      title="Report a problem"
      description={`Tell us what is wrong with ${booking.serviceTitle}. Your ${formatCoins(booking.totalAmount)} stay in escrow: ${booking.organization} answers first, and if you do not agree, an admin decides.`}
      label="Report a problem"
      submitLabel="Report the problem"
      workingLabel="Reporting..."
    >
      <div className="space-y-2">
        <Label htmlFor={ids.reason}>What is wrong?</Label>
        <NativeSelect id={ids.reason} {...form.register("reason")} {...fieldProps("reason")}>
          <option value="">Choose a reason</option>
          {DISPUTE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {DISPUTE_REASON_CHOICES[reason]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <StatementFields
        state={bookingForm}
        statement={{
          name: "statement",
          label: "What happened",
          hint: `${booking.organization} and, if it comes to that, an admin read this.`,
          maxLength: MAX_STATEMENT,
        }}
        files={{ name: "files", label: "Files (screenshots, documents)" }}
      />
    </FormShell>
  );
}

export const ReportProblemDialog = bookingFormDialog(ReportProblemForm);
