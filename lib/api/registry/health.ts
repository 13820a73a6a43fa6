// /health and /api/v1/health: liveness and the database's reachability, for load balancers.
import { healthSchema, liveSchema, readySchema } from "@/lib/schemas/health";
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
};
