// GET /api/v1/health and GET /health answer 200 with the database reachable.
import { describe, expect, it } from "vitest";
import { GET as apiHealth } from "@/app/api/v1/health/route";
import { GET as rootHealth } from "@/app/health/route";

describe("health endpoints", () => {
  it.each([
    ["/api/v1/health", apiHealth],
    ["/health", rootHealth],
  ])("%s answers 200 with the database reachable", async (path, handler) => {
    const response = await handler(new Request(`http://test${path}`));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, data: { status: "ok", database: { ok: true } } });
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
  });
});
