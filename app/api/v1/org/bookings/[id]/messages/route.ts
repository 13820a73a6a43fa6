// GET /api/v1/org/bookings/:id/messages: the booking's thread as the organization reads it; POST: the organization
// writes in it.
import { orgBookingsRoutes } from "@/lib/api/registry/org-bookings";
import { apiRoute, reply } from "@/lib/api/route";
import { sendMessage } from "@/lib/server/messages/send-message";
import { readOwnThread } from "@/lib/server/messages/thread-reads";

export const dynamic = "force-dynamic";

export const GET = apiRoute(orgBookingsRoutes.messages, ({ caller, params }) =>
  readOwnThread({ caller: caller.user, bookingId: params.id, as: "org" }),
);

export const POST = apiRoute(orgBookingsRoutes.sendMessage, async ({ caller, params, body }) =>
  reply(
    await sendMessage({ caller: caller.user, bookingId: params.id, as: "org", message: body }),
    { status: 201, message: "Message sent" },
  ),
);
