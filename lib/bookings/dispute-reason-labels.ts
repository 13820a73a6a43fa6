// A dispute's reason as a short label beside it, the same on the customer's, the organization's
// and the admin's screens.
import type { DisputeReason } from "./booking-types";

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_delivered: "Not delivered",
  not_as_described: "Not as described",
  quality: "Quality",
  other: "Other",
};
