import Link from "@/components/ui/link";
import { CalendarCheck, CalendarX, Search, type LucideIcon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { BookingAudience, BookingFilter } from "@/lib/bookings/booking-filters";
import type { EmptyList } from "./booking-list-text";

interface StateLook {
  /** Test ids start with it: "bookings-empty", "org-bookings-empty". */
  testId: string;
  /** The user's list is the page's; the organization's sits under the dashboard's "Bookings". */
  headingLevel: "h2" | "h3";
  emptyIcon: LucideIcon;
  /** A user with no bookings is shown the way to the catalogue. */
  browseLink: boolean;
}

export const LOOKS: Record<BookingAudience, StateLook> = {
  user: { testId: "bookings", headingLevel: "h2", emptyIcon: CalendarX, browseLink: true },
  org: { testId: "org-bookings", headingLevel: "h3", emptyIcon: CalendarCheck, browseLink: false },
};

/** The empty list of a filter, with the way back to every booking (and, for a user, to book). */
export function BookingsEmpty({
  audience,
  filter,
  empty,
  onShowAll,
}: {
  audience: BookingAudience;
  filter: BookingFilter;
  /** The reader's words for its empty lists. */
  empty: EmptyList;
  onShowAll: () => void;
}) {
  const look = LOOKS[audience];
  const { title, description } = empty.texts[filter];
  return (
    <EmptyState
      icon={look.emptyIcon}
      titleAs={look.headingLevel}
      title={title}
      description={description}
      data-testid={`${look.testId}-empty`}
    >
      {look.browseLink ? (
        <Link href="/services" className={buttonVariants()}>
          <Search aria-hidden="true" />
          Browse Services
        </Link>
      ) : null}
      {filter === "all" ? null : (
        <Button type="button" variant="outline" onClick={onShowAll}>
          {empty.showAll}
        </Button>
      )}
    </EmptyState>
  );
}
