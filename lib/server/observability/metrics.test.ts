import { describe, expect, it } from "vitest";
import { register } from "prom-client";
import { metrics } from "./metrics";
import { isLoopback, authorizeScrape } from "./scrape-metrics";

describe("the metrics registry", () => {
  it("is one per process, apart from prom-client's global default", () => {
    expect(metrics()).toBe(metrics());
    expect(metrics().registry).not.toBe(register);
  });

  it("exposes the business counters with their labels, and the process's default metrics", async () => {
    const m = metrics();
    m.topUpsCredited.inc({ currency: "INR" });
    m.conversions.inc({ outcome: "approved" });
    m.rateLimitRefusals.inc({ limit: "login-ip" });
    m.webhooks.inc({ outcome: "duplicate" });
    const text = await m.registry.metrics();
    expect(text).toContain('coinmarket_topups_credited_total{currency="INR"} 1');
    expect(text).toContain('coinmarket_conversions_total{outcome="approved"} 1');
    expect(text).toContain('coinmarket_rate_limit_refusals_total{limit="login-ip"} 1');
    expect(text).toContain('coinmarket_payment_webhooks_total{outcome="duplicate"} 1');
    for (const name of [
      "coinmarket_orders_created_total",
      "coinmarket_bookings_created_total",
      "coinmarket_bookings_completed_total",
      "coinmarket_bookings_cancelled_total",
      "coinmarket_login_failures_total",
      "http_request_duration_seconds",
      "process_cpu_seconds_total",
      "nodejs_heap_size_used_bytes",
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it("refuses a histogram label it does not declare (no raw URL sneaks in)", () => {
    const labels = { route: "/api/v1/x", method: "GET", status: "200", url: "/api/v1/x?id=1" };
    expect(() => metrics().requestDuration.observe(labels, 0.1)).toThrow(/url/);
  });
});

describe("who may scrape", () => {
  const direct = (address: string, authorization: string | null = null) => ({
    authorization,
    address,
    direct: true,
  });

  it("with a token: only its bearer, whatever the address or proxy", () => {
    expect(() => authorizeScrape(direct("203.0.113.5", "Bearer s3cret"), "s3cret")).not.toThrow();
    expect(() =>
      authorizeScrape({ ...direct("203.0.113.5", "Bearer s3cret"), direct: false }, "s3cret"),
    ).not.toThrow();
    for (const header of [null, "Bearer wrong", "Bearer s3cret2", "Basic s3cret", "s3cret"]) {
      expect(() => authorizeScrape(direct("127.0.0.1", header), "s3cret")).toThrow(
        expect.objectContaining({ status: 401 }),
      );
    }
  });

  it("without one: loopback clients only, with a 403 that says how to open it", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1"]) {
      expect(() => authorizeScrape(direct(address), undefined)).not.toThrow();
    }
    for (const address of [
      "203.0.113.5",
      "10.0.0.1",
      "unknown",
      "localhost",
      "::ffff:127.0.0.1x",
      "127.0.0.1.evil",
    ]) {
      expect(isLoopback(address)).toBe(false);
      expect(() => authorizeScrape(direct(address), undefined)).toThrow(/METRICS_TOKEN/);
    }
  });

  it("without one: never a request that came through a proxy, loopback or not", () => {
    for (const address of ["127.0.0.1", "::1"]) {
      expect(() => authorizeScrape({ ...direct(address), direct: false }, undefined)).toThrow(
        expect.objectContaining({ status: 403 }),
      );
    }
  });
});
