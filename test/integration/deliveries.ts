// A booking's delivery and acceptance over HTTP, as the organization and the customer make them:
// the organization delivers (a message), the customer accepts, and the escrow is released.
import { POST as orgDeliver } from "@/app/api/v1/org/bookings/[id]/deliver/route";
import { POST as userAccept } from "@/app/api/v1/users/bookings/[id]/accept/route";
import type { BookingView, OrgBookingView } from "@/lib/bookings/booking-types";
import { call, type CallResult } from "./http";

export function deliverOver(
  orgToken: string,
  bookingId: string,
  {
    message = "Delivered: the work is attached.",
    files = [],
  }: { message?: string; files?: string[] } = {},
): Promise<CallResult<OrgBookingView>> {
  return call<OrgBookingView>(orgDeliver, `/api/v1/org/bookings/${bookingId}/deliver`, {
    method: "POST",
    bearer: orgToken,
    params: { id: bookingId },
    body: { message, files },
  });
}

export function acceptOver(userToken: string, bookingId: string): Promise<CallResult<BookingView>> {
  return call<BookingView>(userAccept, `/api/v1/users/bookings/${bookingId}/accept`, {
    method: "POST",
    bearer: userToken,
    params: { id: bookingId },
  });
}

/** The organization delivers and the customer accepts: the booking completes. */
export async function deliverAndAccept(
  orgToken: string,
  userToken: string,
  bookingId: string,
): Promise<CallResult<BookingView>> {
  const delivered = await deliverOver(orgToken, bookingId);
  if (delivered.status !== 200) {
    throw new Error(`deliver ${bookingId}: ${delivered.status} ${JSON.stringify(delivered.body)}`);
  }
  return acceptOver(userToken, bookingId);
}
