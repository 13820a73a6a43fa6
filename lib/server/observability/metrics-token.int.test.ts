// GET /api/v1/metrics with METRICS_TOKEN set: its bearer is answered from anywhere, and nothing
// else is, loopback included (401 with WWW-Authenticate).
import { describe, expect, it, vi } from "vitest";
import { scrape } from "@/test/integration/metrics-text";

// Configuration is read at import: set before any import runs.
vi.hoisted(() => {
  process.env.METRICS_TOKEN = "metrics-token-for-tests";
});

describe("with METRICS_TOKEN", () => {
  it("answers its bearer, wherever it asks from", async () => {
    const response = await scrape({
      authorization: "Bearer metrics-token-for-tests",
      "x-forwarded-for": "203.0.113.9",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("# TYPE coinmarket_bookings_created_total counter");
  });

  it("refuses a missing or wrong token with 401, on loopback too", async () => {
    for (const authorization of [undefined, "Bearer wrong", "Bearer metrics-token-for-test"]) {
      const response = await scrape(authorization ? { authorization } : {});
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(await response.text()).not.toContain("coinmarket_");
    }
  });
});
