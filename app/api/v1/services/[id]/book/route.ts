// POST /api/v1/services/:id/book: book a service with coins (Idempotency-Key honoured; an
// optional expectedPrice refuses the booking if the price changed since the booker saw it).
import { catalogRoutes } from "@/lib/api/registry/services";
import { apiRoute, reply } from "@/lib/api/route";
import { createBooking } from "@/lib/server/bookings/create-booking";

export const POST = apiRoute(catalogRoutes.book, async ({ caller, params, body, headers }) => {
  const key = headers["idempotency-key"] ?? null;
  const { booking, replayed } = await createBooking({
    user: caller.user,
    serviceId: params.id,
    idempotencyKey: key,
    expectedPrice: body.expectedPrice,
    answers: body.answers,
  });
  return reply(booking, {
    status: 201,
    message: "Service Booked Successfully",
    headers: replayed ? { "idempotent-replayed": "true" } : {},
  });
});
