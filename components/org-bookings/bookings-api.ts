// The organization's bookings through the API, for the browser. No "use client": the page (a
// server component) reads the page size from here to render the same first page.
import { apiRequest } from "@/lib/api/client";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { Page } from "@/lib/payments/wallet-entry";
import type { BookingFilter } from "./booking-text";

export const BOOKINGS_PAGE_SIZE = 20;

/** One page of GET /api/v1/org/bookings for a filter ("all" sends no status). */
export async function fetchOrgBookings(
  filter: BookingFilter,
  cursor?: string,
  signal?: AbortSignal,
): Promise<Page<BookingView>> {
  const query = new URLSearchParams({ limit: String(BOOKINGS_PAGE_SIZE) });
  if (filter !== "all") query.set("status", filter);
  if (cursor) query.set("cursor", cursor);
  return (await apiRequest<Page<BookingView>>(`/api/v1/org/bookings?${query}`, { signal })).data;
}
