// The bookings lists' filters (All, Active, Delivered, In dispute, Completed, Cancelled), status
// labels and page size:
// the user's /bookings and the organization's dashboard, on the server (the first page) and in
// the browser (the pages after it).
import { endpointUrl } from "@/lib/api/endpoint";
import { bookingsList } from "@/lib/api/endpoints/bookings";
import { orgBookingsList } from "@/lib/api/endpoints/org-bookings";
import { BOOKING_STATUSES, type BookingStatus } from "./booking-types";

/** Who reads the list: the user who booked, or the organization whose service was booked. */
export type BookingAudience = "user" | "org";

/** Rows per page: the server renders the first page, "Load more" asks for the next. */
export const BOOKINGS_PAGE_SIZE = 20;

export type BookingFilter = BookingStatus | "all";

/**
 * The tabs in order, the bookings' own life: active, delivered (waiting for the customer), in
 * dispute, then settled. A user starts from every booking; an organization from the active ones,
 * which wait for it to deliver or cancel them.
 */
export const BOOKING_FILTERS: Record<BookingAudience, readonly BookingFilter[]> = {
  user: ["all", ...BOOKING_STATUSES],
  org: [...BOOKING_STATUSES, "all"],
};

/** Each filter's tab, and a booking's status in words (the same as its filter's). */
export const BOOKING_FILTER_LABELS: Record<BookingFilter, string> = {
  all: "All",
  active: "Active",
  delivered: "Delivered",
  disputed: "In dispute",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function isBookingFilter(value: string): value is BookingFilter {
  return Object.hasOwn(BOOKING_FILTER_LABELS, value);
}

/** The filter a ?status= value asks for; anything unknown (or nothing) shows all bookings. */
export function filterFromParam(value: string | string[] | null | undefined): BookingFilter {
  const first = Array.isArray(value) ? value[0] : value;
  return BOOKING_STATUSES.find((status) => status === first) ?? "all";
}

/** The user's page for a filter: /bookings or /bookings?status=active. */
export function bookingsHref(filter: BookingFilter): string {
  return filter === "all" ? "/bookings" : `/bookings?status=${filter}`;
}

const BOOKINGS_API = { user: bookingsList, org: orgBookingsList };

/** The first page of a filter's list ("all" sends no status); the pages after add a cursor. */
export function bookingsApiPath(audience: BookingAudience, filter: BookingFilter): string {
  return endpointUrl(BOOKINGS_API[audience], {
    query: { limit: BOOKINGS_PAGE_SIZE, status: filter === "all" ? undefined : filter },
  });
}
