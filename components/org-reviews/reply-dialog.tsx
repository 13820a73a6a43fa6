"use client";

import { lazyZodResolver } from "@/components/auth/lazy-schema";
import { Quote } from "@/components/bookings/delivery-details";
import { bookingFormDialog, type BookingFormProps } from "@/components/bookings/forms/form-dialog";
import { FormShell, TextField } from "@/components/bookings/forms/form-shell";
import { useBookingForm } from "@/components/bookings/forms/use-booking-form";
import { callApi } from "@/lib/api/client";
import { orgReviewsReply } from "@/lib/api/endpoints/org-reviews";
import type { OrgReview } from "@/lib/schemas/org-reviews";
import { MAX_REPLY_LENGTH } from "@/lib/validations/org-reviews";

const checkReply = lazyZodResolver(() =>
  import("@/lib/validations/org-reviews").then((module) => module.reviewReplyBody),
);

/** The organization's one public reply to a review (the shared form dialog holds a "booking"). */
function ReplyForm({ booking: review, ...dialog }: BookingFormProps<OrgReview>) {
  const { form, ids, fieldProps, shell } = useBookingForm({
    dialog,
    resolver: checkReply,
    defaultValues: { reply: "" },
    fields: ["reply"],
    send: (body) => callApi(orgReviewsReply, { params: { id: review.id }, body }),
    done: (saved) => ({
      title: "Reply posted",
      description: `Shown under ${saved.authorName}'s review of ${saved.serviceTitle}.`,
    }),
    staleTitle: "Could not post the reply",
  });
  const left = MAX_REPLY_LENGTH - form.watch("reply").length;

  return (
    <FormShell
      {...shell}
      title="Reply to this review"
      description={`Your reply shows under the review in the catalogue, for everyone. You can reply once, and cannot edit it afterwards.`}
      label="Reply to the review"
      submitLabel="Submit"
      workingLabel="Posting..."
    >
      {review.comment ? <Quote text={review.comment} who={review.authorName} /> : null}
      <TextField
        id={ids.reply}
        label="Your reply"
        hint={`${Math.max(0, left)} characters left`}
        maxLength={MAX_REPLY_LENGTH}
        {...form.register("reply")}
        {...fieldProps("reply")}
      />
    </FormShell>
  );
}

export const ReplyDialog = bookingFormDialog(ReplyForm);
