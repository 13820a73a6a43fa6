"use client";

// A booking's thread in the browser, for either party: read while the dialog is open and again
// every 10 seconds (live updates are a later step), written to, and marked read.
import useSWR from "swr";
import { callApi, fetcherFor } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import {
  bookingsMessages,
  bookingsReadMessages,
  bookingsSendMessage,
} from "@/lib/api/endpoints/bookings";
import {
  orgBookingsMessages,
  orgBookingsReadMessages,
  orgBookingsSendMessage,
} from "@/lib/api/endpoints/org-bookings";
import type { BookingSide, ThreadEntryView } from "@/lib/schemas/booking-messages";
import type { SendMessageInput } from "@/lib/validations/booking-messages";

/** How often an open thread is read again. */
const THREAD_POLL_MS = 10_000;

function threadKey(side: BookingSide, id: string): string {
  const params = { params: { id } };
  return side === "customer"
    ? endpointUrl(bookingsMessages, params)
    : endpointUrl(orgBookingsMessages, params);
}

/** The thread of booking `id` as `side` reads it, polled while mounted. */
export function useBookingThread(side: BookingSide, id: string) {
  return useSWR(threadKey(side, id), fetcherFor(bookingsMessages), {
    refreshInterval: THREAD_POLL_MS,
  });
}

/** Writes into the thread; resolves with the entry as the thread shows it. */
export async function sendThreadMessage(input: {
  side: BookingSide;
  id: string;
  message: SendMessageInput;
}): Promise<ThreadEntryView> {
  const parts = { params: { id: input.id }, body: input.message };
  const answer =
    input.side === "customer"
      ? await callApi(bookingsSendMessage, parts)
      : await callApi(orgBookingsSendMessage, parts);
  return answer.data;
}

/** Marks the thread read up to now. */
export async function markThreadRead(side: BookingSide, id: string): Promise<void> {
  const parts = { params: { id } };
  if (side === "customer") await callApi(bookingsReadMessages, parts);
  else await callApi(orgBookingsReadMessages, parts);
}
