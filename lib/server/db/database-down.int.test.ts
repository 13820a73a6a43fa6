// PostgreSQL goes away under a running app: the API answers 503 with Retry-After in its envelope
// (not a 500 internal_error), the health endpoints mark the database down, and everything works
// again once the server is back, without a restart of the app. This file runs its own server, so
// it can stop and start it.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_MESSAGES, RETRY_UNAVAILABLE_AFTER_SECONDS } from "@/lib/errors/app-error";
import { startPostgresServer, type PostgresServer } from "@/test/support/postgres-server";

const UNAVAILABLE = {
  code: "service_unavailable",
  message: DEFAULT_MESSAGES.service_unavailable,
  details: { retryAfterSeconds: RETRY_UNAVAILABLE_AFTER_SECONDS },
};
/** The health endpoints' answer, less its message (check-health's, read with the routes). */
const HEALTH_DOWN = {
  code: "service_unavailable",
  details: { database: { ok: false }, retryAfterSeconds: RETRY_UNAVAILABLE_AFTER_SECONDS },
};

let server: PostgresServer;
let routes: Awaited<ReturnType<typeof loadRoutes>>;
let token: string;

/** Imported once DATABASE_URL names this file's server: the app reads it on first import. */
async function loadRoutes() {
  const [health, rootHealth, services, profile, login, http, accounts, log, checkHealth] =
    await Promise.all([
      import("@/app/api/v1/health/route"),
      import("@/app/health/route"),
      import("@/app/api/v1/services/route"),
      import("@/app/api/v1/auth/profile/route"),
      import("@/app/api/v1/auth/login/route"),
      import("@/test/integration/http"),
      import("@/test/integration/accounts"),
      import("@/lib/server/observability/logger"),
      import("@/lib/server/health/check-health"),
    ]);
  return {
    health: health.GET,
    rootHealth: rootHealth.GET,
    services: services.GET,
    profile: profile.GET,
    login: login.POST,
    call: http.call,
    freshIp: http.freshIp,
    signedIn: accounts.signedIn,
    logger: log.logger,
    databaseUnreachable: checkHealth.DATABASE_UNREACHABLE,
  };
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  server = await startPostgresServer();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE coinmarket`);
  await admin.end();
  const { openDatabase } = await import("./connection");
  const { applyMigrations } = await import("./migrations");
  const database = openDatabase({ kind: "postgres", url: server.urlFor("coinmarket") });
  await applyMigrations(database.factory);
  await database.close();
  process.env.DATABASE_URL = server.urlFor("coinmarket");
  routes = await loadRoutes();
  ({ token } = await routes.signedIn("user"));
});

afterAll(async () => {
  await server?.stop();
});

/** The answers of one public route, one signed-in route, a login and both health checks. */
async function callEverything() {
  const { call, freshIp } = routes;
  return {
    services: await call(routes.services, "/api/v1/services"),
    profile: await call(routes.profile, "/api/v1/auth/profile", { bearer: token }),
    login: await call(routes.login, "/api/v1/auth/login", {
      ip: freshIp(),
      body: { email: "nobody@example.test", password: "wrong-password-1" },
    }),
    health: await call(routes.health, "/api/v1/health"),
    rootHealth: await call(routes.rootHealth, "/health"),
  };
}

describe("PostgreSQL down", () => {
  it("answers as usual while the server is up", async () => {
    const answers = await callEverything();
    expect(answers.services.status).toBe(200);
    expect(answers.profile.status).toBe(200);
    expect(answers.login.status).toBe(401);
    expect(answers.health.status).toBe(200);
    expect(answers.rootHealth.status).toBe(200);
  });

  it("answers 503 with Retry-After and the envelope, and the health checks mark the database down", async () => {
    const log = vi.spyOn(routes.logger, "error").mockImplementation(() => undefined);
    await server.halt();
    const answers = await callEverything();
    for (const name of ["services", "profile", "login"] as const) {
      const answer = answers[name];
      expect(answer.status, name).toBe(503);
      expect(answer.headers.get("retry-after"), name).toBe(String(RETRY_UNAVAILABLE_AFTER_SECONDS));
      expect(answer.body, name).toEqual({ success: false, error: UNAVAILABLE });
    }
    for (const name of ["health", "rootHealth"] as const) {
      const answer = answers[name];
      expect(answer.status, name).toBe(503);
      expect(answer.headers.get("retry-after"), name).toBe(String(RETRY_UNAVAILABLE_AFTER_SECONDS));
      expect(answer.body, name).toEqual({
        success: false,
        error: { ...HEALTH_DOWN, message: routes.databaseUnreachable },
      });
    }
    // One line a failed request, never a stack: an outage must not drown the log.
    expect(log).toHaveBeenCalledWith(
      {
        requestId: expect.any(String),
        route: "/api/v1/services",
        reason: expect.stringContaining("Can't reach database server"),
      },
      "database unavailable",
    );
    log.mockRestore();
  });

  it("works again once the server is back, without restarting the app", async () => {
    await server.resume();
    const answers = await callEverything();
    expect(answers.services.status).toBe(200);
    expect(answers.profile.status).toBe(200);
    expect(answers.login.status).toBe(401);
    expect(answers.health.status).toBe(200);
    expect(answers.health.body).toMatchObject({ success: true, data: { database: { ok: true } } });
  });
});
