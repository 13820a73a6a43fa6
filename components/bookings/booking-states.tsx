import Link from "next/link";
import { CalendarX, Search } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import type { BookingFilter } from "./booking-filters";

export function BookingsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div data-testid="bookings-loading" className="space-y-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading bookings" className="size-4" />
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
              <Skeleton className="h-7 w-24 rounded-full" />
            </div>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BookingsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadError
      title="Couldn't load your bookings"
      message={message}
      onRetry={onRetry}
      data-testid="bookings-error"
    />
  );
}

const EMPTY: Record<BookingFilter, { title: string; description: string }> = {
  all: {
    title: "No bookings yet",
    description: "Services you book with your coins will show up here.",
  },
  active: {
    title: "No active bookings",
    description: "Bookings stay here until they are delivered or cancelled.",
  },
  completed: {
    title: "No completed bookings",
    description: "Bookings move here once the organization has delivered them.",
  },
  cancelled: {
    title: "No cancelled bookings",
    description: "Bookings you or an organization cancel show up here, with the coins refunded.",
  },
};

/** The empty list of a filter, with the way to the catalogue (or back to every booking). */
export function BookingsEmpty({
  filter,
  onShowAll,
}: {
  filter: BookingFilter;
  onShowAll: () => void;
}) {
  const { title, description } = EMPTY[filter];
  return (
    <EmptyState
      icon={CalendarX}
      titleAs="h2"
      title={title}
      description={description}
      data-testid="bookings-empty"
    >
      <Link href="/services" className={buttonVariants()}>
        <Search aria-hidden="true" />
        Browse Services
      </Link>
      {filter === "all" ? null : (
        <Button type="button" variant="outline" onClick={onShowAll}>
          Show All Bookings
        </Button>
      )}
    </EmptyState>
  );
}
