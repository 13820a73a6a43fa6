"use client";

// The reply form, fetched when its button is pointed at or focused, not with the dashboard.
import type { BookingDialogProps } from "@/components/bookings/forms/booking-dialog";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { OrgReview } from "@/lib/schemas/org-reviews";

export const LazyReplyDialog = lazyDialog(
  () => import("./reply-dialog").then((module) => module.ReplyDialog),
  (props: BookingDialogProps<OrgReview>) => props.open,
);
