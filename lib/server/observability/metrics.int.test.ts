// GET /api/v1/metrics on PostgreSQL: real requests move the counters by exactly what happened
// (a booking and its replay, failed sign-ins up to a rate-limit refusal, a top-up credited by
// its webhook and the webhook's duplicate), the histogram counts each answer under its route's
// template, the gauges read the database, and without METRICS_TOKEN only loopback clients that
// connected directly (as the edge saw them) are answered. Also: an API request writes exactly one log line.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { GET as health } from "@/app/api/v1/health/route";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import { settleDueBookings } from "@/lib/server/bookings/settle-due";
import { db } from "@/lib/server/db/client";
import { logger } from "@/lib/server/observability/logger";
import { RULES } from "@/lib/server/rate-limit/rules";
import { signedIn, uniqueEmail } from "@/test/integration/accounts";
import { call, freshIp } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";
import { has, metricsText, sample, scrape } from "@/test/integration/metrics-text";
import { capturedEvent, deliver, orderFor, pay } from "@/test/integration/payments";
import { routeBehindEdge } from "@/test/integration/route-behind-edge";

beforeAll(() => {
  // Receipts and notices are printed to the log when no SMTP server is configured.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const BOOK_ROUTE = "/api/v1/services/{id}/book";

describe("the counters", () => {
  it("count a booking once, not its idempotent replay, and the histogram counts both answers", async () => {
    const customer = await signedIn("user");
    await fund(customer.user.id, 500);
    const service = await createService({ price: 100 });
    const before = await metricsText();
    const bookIt = () =>
      call<{ id: string }>(book, `/api/v1/services/${service.id}/book`, {
        bearer: customer.token,
        params: { id: service.id },
        headers: { "idempotency-key": `metrics-${service.id}` },
        body: {},
      });
    const first = await bookIt();
    expect(first.status).toBe(201);
    expect((await bookIt()).body.data?.id).toBe(first.body.data?.id);
    const after = await metricsText();
    const booked = (text: string) => sample(text, "coinmarket_bookings_created_total");
    expect(booked(after) - booked(before)).toBe(1);
    const answers = (text: string) =>
      sample(text, "http_request_duration_seconds_count", { route: BOOK_ROUTE, method: "POST" });
    expect(answers(after) - answers(before)).toBe(2);
    // The template, never the URL with its id.
    expect(after).not.toContain(`/api/v1/services/${service.id}/book`);
    expect(has(after, "http_request_duration_seconds_bucket")).toBe(true);
  });

  it("count each failed sign-in, then the rate limit's refusal by its name", async () => {
    const email = uniqueEmail("metrics-login");
    const ip = freshIp();
    const wrong = () =>
      call(login, "/api/v1/auth/login", { ip, body: { email, password: "not-the-password-1" } });
    const before = await metricsText();
    const { max, name } = RULES.loginFailuresPerAccount;
    for (let attempt = 0; attempt < max; attempt += 1) expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
    const after = await metricsText();
    const failures = (text: string) => sample(text, "coinmarket_login_failures_total");
    const refusals = (text: string) =>
      sample(text, "coinmarket_rate_limit_refusals_total", { limit: name });
    expect(failures(after) - failures(before)).toBe(max);
    expect(refusals(after) - refusals(before)).toBe(1);
    const refusedAnswers = (text: string) =>
      sample(text, "http_request_duration_seconds_count", {
        route: "/api/v1/auth/login",
        status: "429",
      });
    expect(refusedAnswers(after) - refusedAnswers(before)).toBe(1);
  });

  it("count an order, its top-up credited through the webhook by currency, and each webhook's outcome", async () => {
    const account = await signedIn("user");
    const before = await metricsText();
    const order = await orderFor(account);
    const checkout = await pay(account, order.orderId);
    const event = capturedEvent(order.orderId, checkout.razorpay_payment_id);
    expect((await deliver(event)).body.data?.handled).toBe("credited");
    // The provider retries with another event id: nothing is credited twice, nor counted twice.
    expect((await deliver(event)).body.data?.handled).toBe("already_credited");
    expect((await deliver(event, { signature: "0".repeat(64) })).status).toBe(400);
    const after = await metricsText();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved("coinmarket_orders_created_total")).toBe(1);
    expect(moved("coinmarket_topups_credited_total", { currency: order.currency })).toBe(1);
    expect(moved("coinmarket_topups_credited_total")).toBe(1);
    expect(moved("coinmarket_payment_webhooks_total", { outcome: "credited" })).toBe(1);
    expect(moved("coinmarket_payment_webhooks_total", { outcome: "already_credited" })).toBe(1);
    expect(moved("coinmarket_payment_webhooks_total", { outcome: "refused" })).toBe(1);
  });
});

describe("the gauges", () => {
  it("read the ledger, the audit chain, the outbox, the pool and the expiry sweep's lag", async () => {
    const customer = await signedIn("user");
    await fund(customer.user.id, 300);
    const service = await createService({ price: 100 });
    const booked = await call<{ id: string }>(book, `/api/v1/services/${service.id}/book`, {
      bearer: customer.token,
      params: { id: service.id },
      body: {},
    });
    expect(booked.status).toBe(201);
    // Its expiry passed two minutes ago and no sweep has settled it.
    await db().booking.update({
      where: { id: booked.body.data!.id },
      data: { dueAt: new Date(Date.now() - 120_000) },
    });
    const text = await metricsText();
    expect(sample(text, "coinmarket_database_up")).toBe(1);
    expect(sample(text, "coinmarket_ledger_invariants_ok")).toBe(1);
    expect(sample(text, "coinmarket_audit_chain_ok")).toBe(1);
    // No SMTP here: the booking's mails wait in the outbox.
    expect(sample(text, "coinmarket_mail_outbox_backlog")).toBeGreaterThanOrEqual(1);
    expect(has(text, "coinmarket_mail_outbox_oldest_age_seconds")).toBe(true);
    expect(sample(text, "coinmarket_expiry_sweep_lag_seconds")).toBeGreaterThanOrEqual(120);
    expect(has(text, "coinmarket_database_pool_in_use")).toBe(true);
    expect(has(text, "process_resident_memory_bytes")).toBe(true);

    // The sweep settles it: counted as a completion, and the lag is gone.
    const completedBefore = sample(text, "coinmarket_bookings_completed_total");
    expect(await settleDueBookings()).toBeGreaterThanOrEqual(1);
    const settled = await metricsText();
    expect(sample(settled, "coinmarket_expiry_sweep_lag_seconds")).toBe(0);
    expect(sample(settled, "coinmarket_bookings_completed_total") - completedBefore).toBe(
      await db().booking.count({ where: { status: "completed", serviceId: service.id } }),
    );
  });
});

describe("without METRICS_TOKEN", () => {
  it("answers a loopback client in Prometheus's text format, and refuses any other with 403", async () => {
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/plain");
    const refused = await scrape({ "x-forwarded-for": "203.0.113.9" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toContain("METRICS_TOKEN");
  });

  describe("behind the edge", () => {
    const routeGet = async (request: Request) => {
      const { GET } = await import("@/app/api/v1/metrics/route");
      return GET(request);
    };
    /** The edge as `npm start` runs it, with no proxy configured. */
    const direct = routeBehindEdge(routeGet);
    /** The edge with one proxy of ours in front. */
    const proxied = routeBehindEdge(routeGet, { trustedProxyHops: 1 });
    const through = (port: number, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/api/v1/metrics`, { headers });

    it("answers a client on this machine that connected directly", async () => {
      expect((await through(direct.port())).status).toBe(200);
    });

    it("refuses a request that came through a proxy, though the proxy connects over loopback", async () => {
      // A reverse proxy on this host, none configured: the connection is loopback, but any header
      // a proxy adds says whose request it carries.
      const proxyHeaders: Record<string, string>[] = [
        { "x-forwarded-for": "203.0.113.9" },
        { "x-real-ip": "203.0.113.9" },
        { via: "1.1 nginx" },
        { "cf-connecting-ip": "203.0.113.9" },
      ];
      for (const headers of proxyHeaders) {
        const refused = await through(direct.port(), headers);
        expect(refused.status, JSON.stringify(headers)).toBe(403);
        expect(await refused.text()).toContain("METRICS_TOKEN");
      }
    });

    it("refuses every request behind a configured proxy, whatever X-Forwarded-For says", async () => {
      // The client wrote 127.0.0.1 itself; our proxy appended the address it saw (203.0.113.9).
      expect(
        (await through(proxied.port(), { "x-forwarded-for": "127.0.0.1, 203.0.113.9" })).status,
      ).toBe(403);
      // Our proxy saw a client on its own machine: still a request the proxy carried.
      expect((await through(proxied.port(), { "x-forwarded-for": "127.0.0.1" })).status).toBe(403);
    });
  });
});

describe("the request log", () => {
  const level = logger.level;
  afterEach(() => {
    logger.level = level;
    vi.restoreAllMocks();
  });

  it("has exactly one line for an API request, with its X-Request-Id", async () => {
    logger.level = "info";
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const requestId = `req-${Date.now()}`;
    const response = await call(health, "/api/v1/health", {
      headers: { "x-request-id": requestId },
    });
    expect(response.headers.get("x-request-id")).toBe(requestId);
    const lines = written
      .join("")
      .split("\n")
      .filter((line) => line.includes(requestId))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      requestId,
      route: "/api/v1/health",
      method: "GET",
      status: 200,
      msg: "request",
    });
  });

  it("takes a caller's X-Request-Id only when it is a short safe token, and makes one otherwise", async () => {
    logger.level = "info";
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const unsafe = [`long-${"x".repeat(4009)}`, "two words", "<img src=x>"];
    for (const sent of unsafe) {
      const response = await call(health, "/api/v1/health", {
        headers: { "x-request-id": sent },
      });
      const answered = response.headers.get("x-request-id") ?? "";
      expect(answered).toMatch(/^[0-9a-f-]{36}$/);
      expect(written.join("")).toContain(`"requestId":"${answered}"`);
    }
    expect(written.join("")).not.toMatch(/xxxxxxxx|two words|<img/);
  });
});
