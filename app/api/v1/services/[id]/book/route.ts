// POST /api/v1/services/:id/book: book a service with coins (Idempotency-Key honoured; an
// optional expectedPrice refuses the booking if the price changed since the booker saw it).
import { bookingRoutes } from "@/lib/api/registry/catalog";
import { apiRoute, reply } from "@/lib/api/route";
import { createBooking } from "@/lib/server/bookings/create-booking";

export const POST = apiRoute(
  bookingRoutes.book,
  async ({ client, caller, params, body, headers }) => {
    const key = headers["idempotency-key"] ?? null;
    const { booking, replayed } = await createBooking(caller.user, params.id, key, client.origin, {
      expectedPrice: body.expectedPrice,
    });
    return reply(booking, {
      status: 201,
      message: "Service Booked Successfully",
      headers: replayed ? { "idempotent-replayed": "true" } : {},
    });
  },
);
