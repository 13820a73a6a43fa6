// GET /api/v1/users/bookings/:id/messages: the booking's thread as the customer reads it; POST: the customer
// writes in it.
import { bookingsRoutes } from "@/lib/api/registry/users-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { sendMessage } from "@/lib/server/messages/send-message";
import { readOwnThread } from "@/lib/server/messages/thread-reads";

export const dynamic = "force-dynamic";

export const GET = apiRoute(bookingsRoutes.messages, ({ caller, params }) =>
  readOwnThread({ caller: caller.user, bookingId: params.id, as: "user" }),
);

export const POST = apiRoute(bookingsRoutes.sendMessage, async ({ caller, params, body }) =>
  reply(
    await sendMessage({ caller: caller.user, bookingId: params.id, as: "user", message: body }),
    { status: 201, message: "Message sent" },
  ),
);
