"use client";

import type { ReactNode } from "react";
import { CursorLoadMore } from "@/components/ui/load-more";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/api/client";
import {
  BOOKING_FILTER_LABELS,
  BOOKING_FILTERS,
  isBookingFilter,
  type BookingAudience,
  type BookingFilter,
} from "@/lib/bookings/booking-filters";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { Page } from "@/lib/payments/wallet-entry";
import type { CursorList } from "@/lib/swr/use-cursor-list";
import type { EmptyList } from "./booking-list-text";
import { BookingsEmpty } from "./booking-states";
import { laterModule } from "./use-later-module";

// The states after a change (a filter on its way or failed, the rows read again) load right
// after the page: the server renders the first page or the empty list.
const useListStates = laterModule(() => import("./booking-list-states"));

const TABS: Record<BookingAudience, { label: string; activationMode: "automatic" | "manual" }> = {
  user: { label: "Filter by status", activationMode: "automatic" },
  // Each tab loads from the server: arrow keys move, Enter or Space chooses.
  org: { label: "Show bookings", activationMode: "manual" },
};

/** The reader's view of a booking: the user's, or the organization's (with the commission). */
interface BookingListProps<B extends BookingView> {
  audience: BookingAudience;
  /** The reader's words for its empty lists (each page loads only its own). */
  empty: EmptyList;
  filter: BookingFilter;
  onFilterChange: (filter: BookingFilter) => void;
  /** The chosen filter's bookings (lib/swr/use-cursor-list). */
  list: CursorList<Page<B>, B>;
  /** The loaded bookings, in the reader's rows with the reader's actions. */
  children: (bookings: B[]) => ReactNode;
}

/**
 * A bookings list, the user's or the organization's: the status tabs, then the chosen filter's
 * bookings with their loading, error, empty and updating states and "Load more".
 */
export function BookingList<B extends BookingView>({
  audience,
  empty,
  filter,
  onFilterChange,
  list,
  children,
}: BookingListProps<B>) {
  const tabs = TABS[audience];
  return (
    <Tabs
      value={filter}
      onValueChange={(value) => (isBookingFilter(value) ? onFilterChange(value) : undefined)}
      activationMode={tabs.activationMode}
      gap="md"
    >
      {/* Six tabs: two rows of three on a phone, every one in sight; one row from sm up. */}
      <TabsList aria-label={tabs.label} layout="rows-on-phone">
        {BOOKING_FILTERS[audience].map((value) => (
          <TabsTrigger key={value} value={value} size="rows-on-phone">
            {BOOKING_FILTER_LABELS[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      {BOOKING_FILTERS[audience].map((value) => (
        <TabsContent key={value} value={value}>
          {value === filter ? (
            <Bookings
              audience={audience}
              empty={empty}
              filter={filter}
              list={list}
              onShowAll={() => onFilterChange("all")}
              rows={children}
            />
          ) : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

interface BookingsProps<B extends BookingView> extends Pick<
  BookingListProps<B>,
  "audience" | "empty" | "filter" | "list"
> {
  onShowAll: () => void;
  rows: BookingListProps<B>["children"];
}

/** The chosen filter's bookings: loading, failed, empty, or the rows and "Load more". */
function Bookings<B extends BookingView>({
  audience,
  empty,
  filter,
  list,
  onShowAll,
  rows,
}: BookingsProps<B>) {
  const states = useListStates();
  const retry = () => void list.reload();
  if (list.first === undefined) {
    if (!states) return null;
    // Try Again shows the loading state again until the answer comes.
    return list.error && !list.isLoading ? (
      <states.BookingsError
        audience={audience}
        message={errorMessage(list.error)}
        onRetry={retry}
      />
    ) : (
      <states.BookingsLoading audience={audience} />
    );
  }
  const updating = list.isRefreshing;
  return (
    <div className="space-y-4">
      {updating && states ? <states.BookingsUpdating audience={audience} /> : null}
      {list.error && states ? (
        <states.BookingsReloadFailed message={errorMessage(list.error)} onRetry={retry} />
      ) : null}
      {list.items.length === 0 ? (
        <BookingsEmpty audience={audience} filter={filter} empty={empty} onShowAll={onShowAll} />
      ) : (
        <div
          aria-busy={updating || undefined}
          className={updating ? "opacity-60 transition-opacity" : undefined}
        >
          {rows(list.items)}
          <CursorLoadMore list={list} />
        </div>
      )}
    </div>
  );
}
