// GET /api/dev/mailbox?to=<email>: the development mailbox as JSON. 404 wherever it is not
// enabled (see lib/server/mail/dev-mailbox.ts).
import { AppError } from "@/lib/errors/app-error";
import { devRoutes } from "@/lib/api/registry/dev";
import { apiRoute } from "@/lib/api/route";
import { isDevMailboxOpen, listDevMailbox } from "@/lib/server/mail/dev-mailbox";

export const dynamic = "force-dynamic";

export const GET = apiRoute(devRoutes.mailbox, ({ request, query }) => {
  if (!isDevMailboxOpen(request.headers)) throw AppError.notFound();
  return listDevMailbox(query.to);
});
