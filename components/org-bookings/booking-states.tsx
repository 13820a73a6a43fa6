"use client";

import { CalendarCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { EMPTY_TEXTS, type BookingFilter } from "./booking-text";

export function BookingsEmpty({
  filter,
  onShowAll,
}: {
  filter: BookingFilter;
  onShowAll: () => void;
}) {
  const text = EMPTY_TEXTS[filter];
  return (
    <EmptyState
      icon={CalendarCheck}
      titleAs="h3"
      title={text.title}
      description={text.description}
      data-testid="org-bookings-empty"
    >
      {filter !== "all" ? (
        <Button type="button" variant="outline" onClick={onShowAll}>
          Show all bookings
        </Button>
      ) : null}
    </EmptyState>
  );
}

export function BookingsLoading() {
  return (
    <div data-testid="org-bookings-loading" className="space-y-3">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading bookings" className="size-4" />
        <span aria-hidden="true">Loading bookings...</span>
      </div>
      <div className="space-y-3 lg:space-y-0 lg:divide-y lg:overflow-hidden lg:rounded-xl lg:border lg:bg-card">
        {Array.from({ length: 3 }, (_, index) => (
          <div
            key={index}
            className="flex items-center justify-between gap-4 rounded-xl border bg-card p-4 lg:rounded-none lg:border-0 lg:px-5"
          >
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-56 max-w-full" />
            </div>
            <Skeleton className="h-5 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function BookingsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadError
      titleAs="h3"
      title="Couldn't load bookings"
      message={message}
      onRetry={onRetry}
      data-testid="org-bookings-error"
    />
  );
}
