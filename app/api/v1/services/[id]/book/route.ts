// POST /api/v1/services/:id/book: book a service with coins (Idempotency-Key honoured; an
// optional expectedPrice refuses the booking if the price changed since the booker saw it).
import { AppError } from "@/lib/api/errors";
import { apiRoute, reply } from "@/lib/api/route";
import { createBooking } from "@/lib/server/bookings/create-booking";
import { requestContext } from "@/lib/server/http/request-context";
import { bookServiceBody, idempotencyKeyOf, idParams } from "@/lib/validations/bookings";

export const POST = apiRoute(
  { auth: ["user"], params: idParams, body: bookServiceBody },
  async ({ request, caller, params, body }) => {
    const key = idempotencyKeyOf(request);
    if (key === "invalid")
      throw AppError.badRequest("Idempotency-Key must be 1 to 100 printable characters.");
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
