// GET /api/dev/mailbox?to=<email>: the development mailbox as JSON. 404 wherever it is not
// enabled (see lib/server/mail/dev-mailbox.ts).
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/route";
import { isDevMailboxEnabled, listDevMailbox } from "@/lib/server/mail/dev-mailbox";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  { auth: "public", query: z.object({ to: z.string().max(254).optional() }) },
  ({ query }) => {
    if (!isDevMailboxEnabled()) throw AppError.notFound();
    return listDevMailbox(query.to);
  },
);
