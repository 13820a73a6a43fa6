// POST /api/v1/services/:id/book: book a service with coins (Idempotency-Key honoured; an
// optional expectedPrice refuses the booking if the price changed since the booker saw it).
import { apiRoute, reply } from "@/lib/api/route";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { requestContext } from "@/lib/server/http/request-context";
import { bookServiceBody, idParams } from "@/lib/validations/bookings";
import { idempotencyKeyOf } from "@/lib/validations/idempotency";

export const POST = apiRoute(
  { auth: ["user"], params: idParams, body: bookServiceBody },
  async ({ request, caller, params, body }) => {
    const key = idempotencyKeyOf(request);
    const { origin } = requestContext(request);
    const { booking, replayed } = await createBooking(caller.user, params.id, key, origin, {
      expectedPrice: body.expectedPrice,
    });
    return reply(booking, {
      status: replayed ? 200 : 201,
      message: "Service Booked Successfully",
      headers: replayed ? { "idempotent-replayed": "true" } : {},
    });
  },
);
