// The bookings lists' states a person meets only after something changed: a filter's first page
// on its way or failed, the rows being read again or that read failed. Loaded right after the
// page (booking-list.tsx) rather than with it: the server renders a filter's first page, or its
// empty state (booking-states.tsx).
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import type { BookingAudience } from "@/lib/bookings/booking-filters";
import { LOAD_ERROR_TITLES } from "./booking-list-text";
import { LOOKS } from "./booking-states";

/** The first page of a filter on its way. */
export function BookingsLoading({
  audience,
  count = 3,
}: {
  audience: BookingAudience;
  count?: number;
}) {
  return (
    <div data-testid={`${LOOKS[audience].testId}-loading`} className="space-y-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading bookings" />
        <span aria-hidden="true">Loading bookings...</span>
      </div>
      <ul className="space-y-4" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="space-y-4 rounded-xl border bg-card p-4 sm:p-5">
            <div className="flex justify-between gap-4">
              <div className="w-2/3 space-y-2">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/3" />
              </div>
              <Skeleton shape="full" className="h-7 w-24" />
            </div>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A filter whose first page could not be read. */
export function BookingsError({
  audience,
  message,
  onRetry,
}: {
  audience: BookingAudience;
  message: string;
  onRetry: () => void;
}) {
  return (
    <LoadError
      titleAs={LOOKS[audience].headingLevel}
      title={LOAD_ERROR_TITLES[audience]}
      message={message}
      onRetry={onRetry}
      data-testid={`${LOOKS[audience].testId}-error`}
    />
  );
}

/** The rows on screen are being read again. */
export function BookingsUpdating({ audience }: { audience: BookingAudience }) {
  return (
    <p
      data-testid={`${LOOKS[audience].testId}-updating`}
      className="flex items-center gap-2 text-sm text-muted-foreground"
    >
      <Spinner label="Updating bookings" />
      <span aria-hidden="true">Updating...</span>
    </p>
  );
}

/** Reading the list again failed: the rows stay, with why and a way to try again. */
export function BookingsReloadFailed({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
    >
      <span>{message}</span>
      <Button type="button" size="sm" variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
