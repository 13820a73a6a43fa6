// The words of a dispute on the admin's screens: its state, outcome and the queue's filters (its
// reason's label is the customer's and the organization's too: lib/bookings/dispute-reason-labels).
import type { DisputeOutcome, DisputeResolver, DisputeStatus } from "@/lib/bookings/booking-types";
import type { AdminDisputeFilter } from "@/lib/validations/disputes-values";

export const STATUS_LABELS: Record<DisputeStatus, string> = {
  awaiting_admin: "Awaiting admin",
  awaiting_organization: "Awaiting organization",
  awaiting_customer: "Awaiting customer",
  resolved: "Resolved",
};

export const OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  release: "Release to the organization",
  refund: "Refund the customer",
  split: "Split",
};

export const RESOLVER_LABELS: Record<DisputeResolver, string> = {
  admin: "Decided by an admin",
  offer: "The customer accepted the offer",
  customer: "The customer withdrew",
};

export const FILTER_LABELS: Record<AdminDisputeFilter, string> = {
  all: "All disputes",
  open: "Open",
  awaiting_admin: "Awaiting admin",
  awaiting_organization: "Awaiting organization",
  awaiting_customer: "Awaiting customer",
  resolved: "Resolved",
};
