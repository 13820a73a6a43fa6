import Link from "@/components/ui/link";
import { ArrowRight, PackageOpen, Search } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { CardEmpty, SectionCard } from "@/components/data/section-card";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import { relativeDay } from "@/lib/format/relative-date";
import { bookingHeadline } from "@/components/bookings/protection-text";

// All the customer's bookings: the card lists delivered and disputed ones too, which the Active
// tab leaves out.
const BOOKINGS_HREF = "/bookings";

interface ActiveServicesCardProps {
  /** The newest few open bookings (active, delivered or disputed). */
  items: BookingView[];
  /** All open bookings, shown or not. */
  total: number;
  /** The moment the page renders, for "Today" and "Yesterday". */
  now: Date;
  dateStyle: DateStyle;
}

/**
 * docs/spec.md "User dashboard", Active Services: the first few active bookings, when each was
 * booked, how its buyer protection stands (due by when, or the delivery waiting to be accepted),
 * and a "+N more" line to the rest.
 */
export function ActiveServicesCard({ items, total, now, dateStyle }: ActiveServicesCardProps) {
  const more = Math.max(0, total - items.length);
  return (
    <SectionCard
      id="active-services-title"
      icon={PackageOpen}
      title="Active Services"
      description="Services you have booked that are still running."
      action={
        items.length > 0 ? (
          <Link
            href={BOOKINGS_HREF}
            className={buttonVariants({ variant: "link", size: "sm-auto" })}
          >
            View all<span className="sr-only"> active services</span>
          </Link>
        ) : null
      }
      contentClassName="flex flex-1 flex-col gap-3"
    >
      {items.length === 0 ? (
        <CardEmpty
          title="No active services yet"
          description="Services you book show up here until they are completed or cancelled."
          link={{ href: "/services", icon: Search, label: "Browse Services", size: "sm" }}
          spacing="chart"
          className="flex-1"
        />
      ) : (
        <>
          <ul aria-label="Active services" className="divide-y rounded-lg border">
            {items.map((booking) => (
              <li
                key={booking.id}
                data-testid="active-service"
                className="flex items-start justify-between gap-4 px-4 py-3"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="font-medium break-words">{booking.serviceTitle}</p>
                  <p className="text-sm break-words text-muted-foreground">
                    {booking.organization}
                  </p>
                  <p data-testid="protection-line" className="text-xs text-muted-foreground">
                    {bookingHeadline(booking, dateStyle)}
                  </p>
                </div>
                <p className="shrink-0 text-right text-sm whitespace-nowrap text-muted-foreground">
                  <span className="sr-only">Booked </span>
                  <time dateTime={booking.createdAt} data-testid="booked-when">
                    {relativeDay(booking.createdAt, now, dateStyle)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <Link
              href={BOOKINGS_HREF}
              data-testid="more-active-services"
              className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              +{more} more
              <span className="sr-only"> active {more === 1 ? "service" : "services"}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
