"use client";

// The booking forms' dialogs, each with its form and schema fetched when a button that opens it
// is pointed at or focused, not with the bookings list.
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { BookingDialogProps } from "./booking-dialog";

const isOpen = (props: BookingDialogProps<BookingView>) => props.open;

export const AskCancelDialog = lazyDialog(
  () => import("./ask-cancel-dialog").then((module) => module.AskCancelDialog),
  isOpen,
);

export const ReportProblemDialog = lazyDialog(
  () => import("./report-problem-dialog").then((module) => module.ReportProblemDialog),
  isOpen,
);
