import type { CatalogViewer, ServiceCard } from "./types";

/** The card badge of docs/spec.md section 2. */
export type ServiceAvailability = "purchased" | "short" | "available";

export function availabilityOf(
  service: Pick<ServiceCard, "id" | "price">,
  viewer: CatalogViewer,
): ServiceAvailability {
  if (viewer.activeServiceIds.includes(service.id)) return "purchased";
  if (viewer.balance < service.price) return "short";
  return "available";
}

/**
 * availabilityOf while a booking of the service may be in flight: its own debit can arrive before
 * its answer (the live counts push the new balance on commit), and that drop is not a shortage.
 */
export function availabilityWhileBooking(
  service: Pick<ServiceCard, "id" | "price">,
  viewer: CatalogViewer & { booking: boolean },
): ServiceAvailability {
  const current = availabilityOf(service, viewer);
  return viewer.booking && current === "short" ? "available" : current;
}

export const AVAILABILITY_LABELS: Record<ServiceAvailability, string> = {
  purchased: "Purchased",
  short: "Need More Coins",
  available: "Available",
};

export const AVAILABILITY_VARIANTS = {
  purchased: "success",
  short: "warning",
  available: "secondary",
} as const satisfies Record<ServiceAvailability, string>;
