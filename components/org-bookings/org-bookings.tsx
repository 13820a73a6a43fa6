"use client";

import { useState } from "react";
import type { OrgLines, WithLines } from "@/components/bookings/booking-lines";
import { BookingList } from "@/components/bookings/booking-list";
import { ListHeading } from "@/components/data/refresh-button";
import { LinkedThread } from "@/components/messages/linked-thread";
import { bookingsApiPath, type BookingFilter } from "@/lib/bookings/booking-filters";
import type { OrgBookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { cn } from "@/lib/utils";
import { BookingTable } from "./booking-table";
import { ORG_EMPTY_LIST } from "./org-list-text";
import { orgBookingsList } from "@/lib/api/endpoints/org-bookings";

interface OrgBookingsProps {
  /** The newest active bookings, rendered by the server, each with the lines it drew. */
  initial: Page<WithLines<OrgBookingView, OrgLines>>;
  dateStyle: DateStyle;
  className?: string;
}

/** The organization's bookings: filter by state, deliver, cancel, answer requests and disputes. */
export function OrgBookings({ initial, dateStyle, className }: OrgBookingsProps) {
  const [filter, setFilter] = useState<BookingFilter>("active");
  const list = useCursorList(orgBookingsList, bookingsApiPath("org", filter), {
    initial: { path: bookingsApiPath("org", "active"), page: initial },
  });

  return (
    <section aria-labelledby="org-bookings-title" className={cn("space-y-4", className)}>
      <ListHeading id="org-bookings-title" title="Bookings" list={list}>
        Customers&apos; bookings of your services, newest first. Deliver each by its due date with a
        message and files: the coins stay in escrow until the customer accepts the delivery (or
        their time to accept ends), then become your earnings, less the commission.
      </ListHeading>
      <BookingList
        audience="org"
        empty={ORG_EMPTY_LIST}
        filter={filter}
        onFilterChange={setFilter}
        list={list}
      >
        {(bookings) => (
          <BookingTable filter={filter} bookings={bookings} list={list} dateStyle={dateStyle} />
        )}
      </BookingList>
      <LinkedThread
        side="organization"
        dateStyle={dateStyle}
        onRead={(bookingId) => {
          // A thread opened from a link (?thread=): its booking's count on the list goes to 0 too.
          const booking = list.items.find((item) => item.id === bookingId);
          if (booking && booking.unreadMessages > 0) {
            list.replaceItem({ ...booking, unreadMessages: 0 });
          }
        }}
      />
    </section>
  );
}
