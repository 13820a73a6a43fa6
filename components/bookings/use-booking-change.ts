"use client";

import { callApi, errorMessage, type ApiResult } from "@/lib/api/client";
import { bookingsGet } from "@/lib/api/endpoints/bookings";
import type { BookingView } from "@/lib/bookings/booking-types";
import { notify } from "@/lib/notify";
import { refreshWalletBalance } from "@/lib/swr/use-wallet-balance";

/** The booking as it is now, or null when it cannot be read. */
export async function readBooking(id: string): Promise<BookingView | null> {
  try {
    return (await callApi(bookingsGet, { params: { id } })).data;
  } catch {
    return null;
  }
}

/** Reads the booking again and hands it to the list, after a change was refused. */
export async function reread(id: string, onChanged: (booking: BookingView) => void) {
  const now = await readBooking(id);
  if (now) onChanged(now);
}

export interface ChangeCopy {
  /** The success toast's title, and its line from the booking as answered. */
  done: string;
  detail: (booking: BookingView) => string;
  /** The failure toast's title; its line is the API's reason. */
  failed: string;
}

/**
 * One of the customer's changes to a booking behind a confirmation (accept a delivery, accept an
 * offer, ask an admin): the call, a toast saying how it went, and the booking as it is now for
 * the list. A refusal means the booking changed meanwhile: it is read again.
 */
export function useBookingChange(onChanged: (booking: BookingView) => void) {
  return async function change(
    bookingId: string,
    send: () => Promise<ApiResult<BookingView>>,
    copy: ChangeCopy,
  ): Promise<boolean> {
    try {
      const { data } = await send();
      notify.success(copy.done, { description: copy.detail(data) });
      onChanged(data);
      // A refund or a split puts coins back in the wallet: the header's chip reads it again.
      void refreshWalletBalance();
      return true;
    } catch (cause) {
      notify.error(copy.failed, { description: errorMessage(cause) });
      await reread(bookingId, onChanged);
      return false;
    }
  };
}
