// The words of a dispute on the admin's screens: its reason, state, outcome and the queue's
// filters. The customer's and the organization's screens may share them.
import type {
  DisputeOutcome,
  DisputeReason,
  DisputeResolver,
  DisputeStatus,
} from "@/lib/bookings/booking-types";
import type { AdminDisputeFilter } from "@/lib/validations/disputes-values";

export const REASON_LABELS: Record<DisputeReason, string> = {
  not_delivered: "Not delivered",
  not_as_described: "Not as described",
  quality: "Quality",
  other: "Other",
};

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
