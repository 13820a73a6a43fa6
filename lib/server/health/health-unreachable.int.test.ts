// With the database gone, health answers 503 in the API's envelope instead of failing, marks the
// database down and says when to ask again.
import { describe, expect, it, vi } from "vitest";
import { freePort } from "@/test/support/postgres-server";

describe("health endpoints without a database", () => {
  it("answer 503 'The database is unreachable.' with Retry-After", async () => {
    // A port nobody listens on; set before the app's modules read their configuration.
    process.env.DATABASE_URL = `postgresql://nobody:nothing@127.0.0.1:${await freePort()}/none`;
    const { logger } = await import("@/lib/server/observability/logger");
    const log = vi.spyOn(logger, "error").mockImplementation(() => {});
    const { GET } = await import("@/app/api/v1/health/route");
    const { DATABASE_UNREACHABLE } = await import("./check-health");
    const response = await GET(new Request("http://test/api/v1/health"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      success: false,
      error: {
        code: "service_unavailable",
        message: DATABASE_UNREACHABLE,
        details: { database: { ok: false }, retryAfterSeconds: 5 },
      },
    });
    expect(log).toHaveBeenCalledWith({ error: expect.any(String) }, "health: database unreachable");
    log.mockRestore();
  });
});
