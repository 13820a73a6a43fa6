"use client";

import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import { cn } from "@/lib/utils";
import { BookingList } from "./booking-list";
import { BookingsError, BookingsLoading } from "./booking-states";
import { BOOKING_FILTERS, FILTER_LABELS, isBookingFilter } from "./booking-text";
import { useOrgBookings } from "./use-org-bookings";

interface OrgBookingsProps {
  /** The newest active bookings, rendered by the server. */
  initial: Page<BookingView>;
  dateStyle: DateStyle;
  className?: string;
}

/** The organization's bookings: filter by state, deliver or cancel the active ones. */
export function OrgBookings({ initial, dateStyle, className }: OrgBookingsProps) {
  const { filter, list, refreshing, selectFilter, reload } = useOrgBookings(initial);

  return (
    <section aria-labelledby="org-bookings-title" className={cn("space-y-4", className)}>
      <div>
        <div className="flex items-center justify-between gap-4">
          <h2 id="org-bookings-title" className="text-xl font-semibold">
            Bookings
          </h2>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            loading={refreshing}
            disabled={list.kind === "loading"}
            onClick={() => reload()}
          >
            {refreshing ? null : <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          Customers&apos; bookings of your services, newest first. Mark one delivered to move its
          coins to your earnings, or cancel it to refund the customer.
        </p>
      </div>
      <Tabs
        value={filter}
        onValueChange={(value) => (isBookingFilter(value) ? selectFilter(value) : undefined)}
        // Each tab loads from the server: arrow keys move, Enter or Space chooses.
        activationMode="manual"
        className="gap-4"
      >
        <TabsList aria-label="Show bookings">
          {BOOKING_FILTERS.map((value) => (
            <TabsTrigger key={value} value={value} className="px-3">
              {FILTER_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {BOOKING_FILTERS.map((value) => (
          <TabsContent key={value} value={value}>
            {value !== filter ? null : list.kind === "loading" ? (
              <BookingsLoading />
            ) : list.kind === "error" ? (
              <BookingsError message={list.message} onRetry={() => reload(false)} />
            ) : (
              <BookingList
                key={`${filter}:${list.version}`}
                filter={filter}
                first={list.page}
                dateStyle={dateStyle}
                onShowAll={() => selectFilter("all")}
                onStale={() => reload()}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
