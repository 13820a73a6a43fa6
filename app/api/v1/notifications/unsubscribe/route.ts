// POST /api/v1/notifications/unsubscribe?token=: a mail's one-click unsubscribe (RFC 8058), from a
// mail provider's servers or the site's /unsubscribe page. No sign-in: the token is the authority.
import { notificationsRoutes } from "@/lib/api/registry/notifications";
import { apiRoute, reply } from "@/lib/api/route";
import { unsubscribedMessage } from "@/lib/notifications/notification-messages";
import { readBodyBytes } from "@/lib/server/http/read-body";
import { unsubscribe } from "@/lib/server/notifications/unsubscribe";
import { UNSUBSCRIBE_MAX_BODY_BYTES } from "@/lib/validations/notifications";

export const POST = apiRoute(
  notificationsRoutes.unsubscribe,
  async ({ request, query, client }) => {
    // "List-Unsubscribe=One-Click", an empty body or `{}`: read (under a ceiling) and not used.
    await readBodyBytes(request, UNSUBSCRIBE_MAX_BODY_BYTES);
    const done = await unsubscribe({ token: query.token, address: client.address });
    return reply(done, { message: unsubscribedMessage(done.topic) });
  },
);
