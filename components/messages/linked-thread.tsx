"use client";

import { Suspense, useCallback, useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { THREAD_PARAM } from "@/lib/bookings/thread-link";
import type { DateStyle } from "@/lib/format/date-time";
import type { BookingSide } from "@/lib/schemas/booking-messages";
import { useBookingThread } from "@/lib/swr/use-booking-thread";
import { ThreadDialog } from "./lazy-thread-dialog";

interface LinkedThreadProps {
  side: BookingSide;
  dateStyle: DateStyle;
  /** Booking `bookingId`'s thread was read: its row's count goes to 0. */
  onRead: (bookingId: string) => void;
}

/**
 * The thread a link names (?thread=<booking id>, from a notification or a mail), opened on the
 * bookings page whether or not its booking is on the page's first screen of rows. Closing it
 * takes the parameter out of the address, so a reload does not open it again.
 */
export function LinkedThread(props: LinkedThreadProps) {
  // useSearchParams needs a boundary of its own: the rest of the page renders without waiting.
  return (
    <Suspense fallback={null}>
      <LinkedThreadFromAddress {...props} />
    </Suspense>
  );
}

function LinkedThreadFromAddress({ side, dateStyle, onRead }: LinkedThreadProps) {
  const params = useSearchParams();
  const bookingId = params.get(THREAD_PARAM);
  const router = useRouter();
  const pathname = usePathname();
  const close = useCallback(() => {
    const rest = new URLSearchParams(params.toString());
    rest.delete(THREAD_PARAM);
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [params, pathname, router]);
  if (!bookingId) return null;
  return (
    <OpenThread
      key={bookingId}
      bookingId={bookingId}
      side={side}
      dateStyle={dateStyle}
      onRead={onRead}
      onClose={close}
    />
  );
}

function OpenThread({
  bookingId,
  side,
  dateStyle,
  onRead,
  onClose,
}: LinkedThreadProps & { bookingId: string; onClose: () => void }) {
  // The dialog's thread reads the same key: one request names the booking for the heading too.
  const { data } = useBookingThread(side, bookingId);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });
  return (
    <ThreadDialog
      booking={{
        id: bookingId,
        serviceTitle: data?.serviceTitle ?? "",
        bookingReference: data?.bookingReference ?? "",
      }}
      side={side}
      open
      onClose={onClose}
      dateStyle={dateStyle}
      onRead={() => onReadRef.current(bookingId)}
    />
  );
}
