// The status filter of /bookings (All, Active, Completed, Cancelled), kept in the URL's ?status=
// so a filtered list can be linked to, reloaded and reached with Back.
import type { BookingStatus } from "@/lib/bookings/booking-types";

/** Rows per page: the server renders the first page, "Load more" asks for the next. */
export const BOOKINGS_PAGE_SIZE = 20;

export const BOOKINGS_API = "/api/v1/users/bookings";

export type BookingFilter = BookingStatus | "all";

export const BOOKING_FILTERS: { value: BookingFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
];

/** The filter a ?status= value asks for; anything unknown (or nothing) shows all bookings. */
export function filterFromParam(value: string | string[] | null | undefined): BookingFilter {
  const first = Array.isArray(value) ? value[0] : value;
  return first === "active" || first === "completed" || first === "cancelled" ? first : "all";
}

/** The page's address for a filter: /bookings or /bookings?status=active. */
export function bookingsHref(filter: BookingFilter): string {
  return filter === "all" ? "/bookings" : `/bookings?status=${filter}`;
}

/** GET /api/v1/users/bookings for a filter and, after the first page, a cursor. */
export function bookingsApiPath(filter: BookingFilter, cursor?: string | null): string {
  const query = new URLSearchParams({ limit: String(BOOKINGS_PAGE_SIZE) });
  if (filter !== "all") query.set("status", filter);
  if (cursor) query.set("cursor", cursor);
  return `${BOOKINGS_API}?${query}`;
}
