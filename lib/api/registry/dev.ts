// /api/dev: a development server's tools (its mailbox).
import { z } from "zod";
import { defineRoute } from "./define";

export const devRoutes = {
  mailbox: defineRoute({
    method: "GET",
    path: "/api/dev/mailbox",
    tag: "Development",
    summary: "The development mailbox: mail kept instead of sent",
    description: "404 wherever the mailbox is not enabled (see lib/server/mail/dev-mailbox.ts).",
    permission: "health.read",
    hidden: true,
    query: z.object({ to: z.string().max(254).optional() }),
    response: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string().nullable(),
        kind: z.string(),
        suppressed: z.boolean(),
        createdAt: z.iso.datetime(),
      }),
    ),
    errors: ["not_found"],
  }),
};
