// How a service's review state reads to its organization.
import type { ServiceStatus } from "@/modules/services/shared/validations-values";

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  pending: "Pending review",
  changes_requested: "Changes requested",
  rejected: "Rejected",
  active: "Active",
  inactive: "Inactive",
};

export const SERVICE_STATUS_VARIANTS = {
  pending: "warning",
  changes_requested: "warning",
  rejected: "destructive",
  active: "success",
  inactive: "secondary",
} as const satisfies Record<ServiceStatus, string>;

/** What the state means for customers, under the badge. */
export const SERVICE_STATUS_HINTS: Record<ServiceStatus, string> = {
  pending: "An admin reviews it before customers can see it.",
  changes_requested: "Edit it as the admin asked; it is then reviewed again.",
  rejected: "It will not be listed.",
  active: "Listed in the catalogue and bookable.",
  inactive: "Hidden from the catalogue until you activate it.",
};

const FIELD_LABELS: Record<string, string> = {
  title: "title",
  description: "description",
  price: "price",
  category: "category",
  features: "features",
  images: "images",
};

/** "price and title" for a pending change's fields. */
export function changedFieldsText(fields: string[]): string {
  const names = fields.map((field) => FIELD_LABELS[field] ?? field);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
