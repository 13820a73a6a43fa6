"use client";

import { useCallback, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import {
  bookingsApiPath,
  bookingsHref,
  filterFromParam,
  type BookingFilter,
} from "@/lib/bookings/booking-filters";
import type { BookingView } from "@/lib/bookings/booking-types";
import type { DateStyle } from "@/lib/format/date-time";
import type { Page } from "@/lib/payments/wallet-entry";
import { useCursorList } from "@/lib/swr/use-cursor-list";
import { LinkedThread } from "@/components/messages/linked-thread";
import type { CustomerLines, WithLines } from "./booking-lines";
import { BookingList } from "./booking-list";
import { BookingRows } from "./booking-rows";
import { USER_EMPTY_LIST } from "./user-list-text";
import { bookingsList } from "@/lib/api/endpoints/bookings";

interface UserBookingsProps {
  /** The filter and first page the server rendered the page with. */
  initial: { filter: BookingFilter; page: Page<WithLines<BookingView, CustomerLines>> };
  dateStyle: DateStyle;
}

/** /bookings: the user's bookings by status (kept in ?status=), and Cancel within the window. */
export function UserBookings({ initial, dateStyle }: UserBookingsProps) {
  const router = useRouter();
  const params = useSearchParams();
  const fromAddress = filterFromParam(params.get("status"));
  // The tabs follow a key press at once. Read back from the address they would follow only once
  // the router's transition renders, and a second key pressed before that (Home right after an
  // arrow, on a busy device) would act on the tab from before and be lost.
  const [filter, setFilter] = useState(fromAddress);
  // Back and Forward change the address: the tabs follow it.
  const [address, setAddress] = useState(fromAddress);
  if (address !== fromAddress) {
    setAddress(fromAddress);
    setFilter(fromAddress);
  }
  const list = useCursorList(bookingsList, bookingsApiPath("user", filter), {
    initial: { path: bookingsApiPath("user", initial.filter), page: initial.page },
  });

  const choose = useCallback((next: BookingFilter) => {
    setFilter(next);
    const href = bookingsHref(next);
    // A tab reports its choice on press and again on focus: one history entry per change.
    if (`${window.location.pathname}${window.location.search}` === href) return;
    // The History API updates useSearchParams without a server round trip.
    window.history.pushState(null, "", href);
  }, []);

  const onChanged = (booking: BookingView) => {
    list.replaceItem(booking);
    // Pages the router keeps from the server (the dashboard's active services) are read again.
    router.refresh();
  };

  // A thread opened from a link (?thread=): its booking's count on the list goes to 0 too.
  const onLinkedThreadRead = (bookingId: string) => {
    const booking = list.items.find((item) => item.id === bookingId);
    if (booking && booking.unreadMessages > 0) list.replaceItem({ ...booking, unreadMessages: 0 });
  };

  return (
    <>
      <BookingList
        audience="user"
        empty={USER_EMPTY_LIST}
        filter={filter}
        onFilterChange={choose}
        list={list}
      >
        {(bookings) => (
          <BookingRows
            bookings={bookings}
            dateStyle={dateStyle}
            onChanged={onChanged}
            onMessagesRead={list.replaceItem}
          />
        )}
      </BookingList>
      <LinkedThread side="customer" dateStyle={dateStyle} onRead={onLinkedThreadRead} />
    </>
  );
}
