"use client";

// The organization's booking forms, each with its schema fetched when a button that opens it is
// pointed at or focused, not with the dashboard.
import type { BookingDialogProps } from "@/components/bookings/forms/booking-dialog";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { OrgBookingView } from "@/lib/bookings/booking-types";

const isOpen = (props: BookingDialogProps<OrgBookingView>) => props.open;

export const DeliverDialog = lazyDialog(
  () => import("./deliver-dialog").then((module) => module.DeliverDialog),
  isOpen,
);

export const DeclineDialog = lazyDialog(
  () => import("./decline-dialog").then((module) => module.DeclineDialog),
  isOpen,
);

export const RespondDialog = lazyDialog(
  () => import("./respond-dialog").then((module) => module.RespondDialog),
  isOpen,
);
