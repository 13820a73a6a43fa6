// The platform's health routes.
import { z } from "zod";
import { healthSchema, liveSchema, platformHealthSchema, readySchema } from "@/lib/schemas/health";
import { defineRoute } from "./define";

export const healthRoutes = {
  ping: defineRoute({
    method: "GET",
    path: "/health",
    tag: "Health",
    summary: "Liveness of the app and its database, at the host's root",
    description:
      "The same answer as GET /api/v1/health, for load balancers: 503 with Retry-After and `details.database.ok` false when the database does not answer.",
    permission: "health.read",
    response: healthSchema,
    errors: ["service_unavailable"],
  }),
  health: defineRoute({
    method: "GET",
    path: "/api/v1/health",
    tag: "Health",
    summary: "Liveness of the app and its database",
    description:
      "200 when the app and its database answer; 503 with a Retry-After header and `details.database.ok` false when the database does not.",
    permission: "health.read",
    response: healthSchema,
    errors: ["service_unavailable"],
  }),
  live: defineRoute({
    method: "GET",
    path: "/api/v1/health/live",
    tag: "Health",
    summary: "Liveness: the process is up and serving",
    description:
      "200 while the server serves, whatever its database does; 503 once it is shutting down (SIGTERM). Restart the process when this does not answer.",
    permission: "health.read",
    response: liveSchema,
    errors: ["service_unavailable"],
  }),
  ready: defineRoute({
    method: "GET",
    path: "/api/v1/health/ready",
    tag: "Health",
    summary: "Readiness: send this server traffic",
    description:
      "200 when the database answers within 3 s and has every migration of this build applied; 503 with a message otherwise, and while the server is shutting down.",
    permission: "health.read",
    response: readySchema,
    errors: ["service_unavailable"],
  }),
  platformHealth: defineRoute({
    method: "GET",
    path: "/api/v1/admin/health",
    tag: "Admin",
    summary:
      "The ledger's invariants, double charges awaiting a refund, uptime and the audit chain",
    description:
      "Uptime is the share of minutes with a healthy health check (each server records one a minute) over the last 30 days, or since the first check; null before any. The audit chain report names its first broken link, if any.",
    permission: "platform.health",
    response: platformHealthSchema,
    errors: ["service_unavailable"],
  }),
  metrics: defineRoute({
    method: "GET",
    path: "/api/v1/metrics",
    tag: "Health",
    summary: "This server's metrics, for Prometheus",
    description:
      "With METRICS_TOKEN set, only a request with `Authorization: Bearer <METRICS_TOKEN>` is answered (401 otherwise). Without it, only clients on loopback (127.0.0.1, ::1) that connect directly are: 403 for others, and for any request that came through a proxy. Counters are this server's own; gauges describe the shared database.",
    permission: "metrics.read",
    response: z.null(),
    errors: ["unauthorized", "forbidden"],
    rawResponse: {
      mediaType: "text/plain",
      description: "Prometheus text exposition format 0.0.4.",
      example:
        "# HELP coinmarket_bookings_created_total Bookings placed.\n# TYPE coinmarket_bookings_created_total counter\ncoinmarket_bookings_created_total 3\n",
    },
  }),
};

export const docsRoutes = {
  openapi: defineRoute({
    method: "GET",
    path: "/api/v1/openapi.json",
    tag: "Health",
    summary: "This document: the OpenAPI 3.1 description of the API",
    permission: "docs.read",
    response: z.null(),
    cache: { maxAge: 300, staleWhileRevalidate: 3600 },
    rawResponse: {
      mediaType: "application/json",
      description: "The OpenAPI document, generated from the route registry.",
      example: { openapi: "3.1.0", info: { title: "Coinmarket API", version: "1" }, paths: {} },
    },
  }),
};

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
        createdAt: z.iso.datetime(),
      }),
    ),
    errors: ["not_found"],
  }),
};
