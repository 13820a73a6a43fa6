// /api/v1/metrics: the Prometheus metrics.
import { z } from "zod";
import { defineRoute } from "./define";

export const metricsRoutes = {
  read: defineRoute({
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
