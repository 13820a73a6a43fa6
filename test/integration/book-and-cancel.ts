// A customer booking a service and cancelling it over HTTP, and what the limit on doing that over
// and over answers (lib/bookings/messages.ts).
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { POST as userCancel } from "@/app/api/v1/users/bookings/[id]/cancel/route";
import { tooManyCancellationsMessage } from "@/lib/bookings/messages";
import { call } from "./http";

export interface BookingAnswer {
  id: string;
  bookingReference: string;
  status: string;
}

/** The limit's answer to the booking right after the third cancellation: a day to wait. */
export const CANCELLED_TOO_OFTEN = tooManyCancellationsMessage(24 * 60 * 60);

export const bookIt = (token: string, serviceId: string) =>
  call<BookingAnswer>(book, `/api/v1/services/${serviceId}/book`, {
    method: "POST",
    bearer: token,
    params: { id: serviceId },
  });

export const cancelIt = (token: string, id: string) =>
  call<BookingAnswer>(userCancel, `/api/v1/users/bookings/${id}/cancel`, {
    method: "POST",
    bearer: token,
    params: { id },
  });
