"use client";

import { useCallback, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import useSWR, { useSWRConfig } from "swr";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage, swrFetcher } from "@/lib/api/client";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import {
  BOOKING_FILTERS,
  BOOKINGS_API,
  bookingsApiPath,
  bookingsHref,
  filterFromParam,
  type BookingFilter,
} from "./booking-filters";
import { BookingRows } from "./booking-rows";
import { BookingsEmpty, BookingsError, BookingsSkeleton } from "./booking-states";

interface BookingListProps {
  /** The filter and first page the server rendered the page with. */
  initial: { filter: BookingFilter; page: Page<BookingView> };
  dateStyle: DateStyle;
}

function replaceBooking(page: Page<BookingView>, booking: BookingView): Page<BookingView> {
  return {
    ...page,
    items: page.items.map((item) => (item.id === booking.id ? booking : item)),
  };
}

/** Which bookings a first page holds: a change in them starts the paged list afresh. */
function membershipOf(page: Page<BookingView>): string {
  return `${page.items.map((booking) => booking.id).join(",")}|${page.nextCursor ?? ""}`;
}

/**
 * /bookings: the status tabs (kept in ?status=), the list of the chosen status with its loading,
 * error and empty states, and the Cancel flow.
 */
export function BookingList({ initial, dateStyle }: BookingListProps) {
  const router = useRouter();
  const params = useSearchParams();
  const filter = filterFromParam(params.get("status"));
  // The server's first page as the page opened; later renders of the page do not replace it.
  const [seed] = useState(initial);

  const key = bookingsApiPath(filter);
  const { data, error, isValidating, mutate } = useSWR<Page<BookingView>>(key, swrFetcher, {
    fallbackData: filter === seed.filter ? seed.page : undefined,
    // The server has just rendered that first page; other filters load when chosen.
    revalidateOnMount: false,
    revalidateOnFocus: false,
    // A failed load says so and waits for Try Again rather than retrying behind the user's back.
    shouldRetryOnError: false,
  });
  const { mutate: mutateAll } = useSWRConfig();

  const choose = useCallback((next: BookingFilter) => {
    const href = bookingsHref(next);
    // A tab reports its choice on press and again on focus: one history entry per change.
    if (`${window.location.pathname}${window.location.search}` === href) return;
    // The History API updates useSearchParams without a server round trip.
    window.history.pushState(null, "", href);
  }, []);

  const onChanged = (booking: BookingView) => {
    if (data) void mutate(replaceBooking(data, booking), { revalidate: false });
    // Other filters' lists are out of date now: they load again when chosen.
    void mutateAll(
      (cached) => typeof cached === "string" && cached.startsWith(BOOKINGS_API) && cached !== key,
    );
    // The header's wallet chip is rendered by the server.
    router.refresh();
  };

  const updating = isValidating && data !== undefined;

  return (
    <Tabs value={filter} onValueChange={(value) => choose(filterFromParam(value))}>
      <TabsList aria-label="Filter by status" className="h-10 w-full sm:w-fit">
        {BOOKING_FILTERS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} className="px-3 sm:px-4">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>

      {BOOKING_FILTERS.map(({ value }) => (
        <TabsContent key={value} value={value} className="mt-4">
          {value !== filter ? null : data === undefined && error ? (
            <BookingsError message={errorMessage(error)} onRetry={() => void mutate()} />
          ) : data === undefined ? (
            <BookingsSkeleton />
          ) : (
            <div className="space-y-4">
              {updating ? (
                <p
                  data-testid="bookings-updating"
                  className="flex items-center gap-2 text-sm text-muted-foreground"
                >
                  <Spinner label="Updating bookings" className="size-4" />
                  <span aria-hidden="true">Updating...</span>
                </p>
              ) : null}
              {error ? (
                <div
                  role="alert"
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
                >
                  <span>{errorMessage(error)}</span>
                  <Button type="button" size="sm" variant="outline" onClick={() => void mutate()}>
                    <RefreshCw aria-hidden="true" />
                    Try Again
                  </Button>
                </div>
              ) : null}
              {data.items.length === 0 ? (
                <BookingsEmpty filter={filter} onShowAll={() => choose("all")} />
              ) : (
                <div
                  aria-busy={updating || undefined}
                  className={updating ? "opacity-60 transition-opacity" : undefined}
                >
                  <BookingRows
                    key={`${filter}:${membershipOf(data)}`}
                    filter={filter}
                    first={data}
                    dateStyle={dateStyle}
                    onChanged={onChanged}
                  />
                </div>
              )}
            </div>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
