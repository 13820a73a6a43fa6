// /api/v1/live: the counts a signed-in browser's header and navigation show, pushed as they change
// (Server-Sent Events) and readable on their own (the stream's fallback).
import { liveCountsSchema } from "@/lib/schemas/live";
import { defineRoute } from "./define";

export const liveRoutes = {
  stream: defineRoute({
    method: "GET",
    path: "/api/v1/live",
    tag: "Accounts",
    summary: "A stream of the caller's counts as they change (Server-Sent Events)",
    description:
      "`text/event-stream`. A `counts` event (data: LiveCounts as JSON) when the stream opens and whenever a count changes, on whichever server the change was made; a comment every 25 seconds keeps the connection open. The server ends the stream after 5 minutes and the browser reconnects (the `retry` field), so a revoked session stops receiving within that time.",
    permission: "account.read",
    /** Each `counts` event's data. */
    response: liveCountsSchema,
    rawResponse: {
      mediaType: "text/event-stream",
      description: "Server-Sent Events: `counts` events whose data is a LiveCounts object.",
      example:
        'retry: 3000\n\nevent: counts\ndata: {"notifications":2,"messages":1,"wallet":450,"earnings":null,"queues":null}\n\n',
    },
  }),
  counts: defineRoute({
    method: "GET",
    path: "/api/v1/live/counts",
    tag: "Accounts",
    summary: "The caller's counts now: unread notifications and messages, balances, admin queues",
    description:
      "What the live stream pushes, read once: the browser's fallback when it cannot hold a stream open.",
    permission: "account.read",
    response: liveCountsSchema,
  }),
};
