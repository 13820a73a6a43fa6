// This server's Prometheus metrics: its own prom-client Registry (never the global default, which
// any library may write to), holding the request histogram, the business counters and the
// process's default metrics. Counters count events in this process; several servers each expose
// their own and Prometheus sums them. A counter says an event happened, never how much money
// moved: the ledger is the record of that.
import "server-only";
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import { healthGauges } from "./health-gauges";

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    /** Reads the database gauges; called before each scrape. */
    refreshGauges: healthGauges(registry),
    requestDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "API answers by route (the registry's path template), method and status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    ordersCreated: new Counter({
      name: "coinmarket_orders_created_total",
      help: "Coin orders created with the payment provider.",
      registers,
    }),
    topUpsCredited: new Counter({
      name: "coinmarket_topups_credited_total",
      help: "Paid orders whose coins were credited, by the currency paid in.",
      labelNames: ["currency"] as const,
      registers,
    }),
    bookingsCreated: new Counter({
      name: "coinmarket_bookings_created_total",
      help: "Bookings placed (an idempotent replay is not counted).",
      registers,
    }),
    bookingsCompleted: new Counter({
      name: "coinmarket_bookings_completed_total",
      help: "Bookings completed, by the organization or by the expiry sweep.",
      registers,
    }),
    bookingsCancelled: new Counter({
      name: "coinmarket_bookings_cancelled_total",
      help: "Bookings cancelled, by the user, the organization or a suspension.",
      registers,
    }),
    conversions: new Counter({
      name: "coinmarket_conversions_total",
      help: "Conversion requests by outcome: requested, approved, rejected, cancelled.",
      labelNames: ["outcome"] as const,
      registers,
    }),
    webhooks: new Counter({
      name: "coinmarket_payment_webhooks_total",
      help: "Payment webhooks by how they were handled (credited, duplicate, ignored...).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "coinmarket_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by the limit's name.",
      labelNames: ["limit"] as const,
      registers,
    }),
    loginFailures: new Counter({
      name: "coinmarket_login_failures_total",
      help: "Sign-ins refused for a wrong email or password.",
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

// One set per process: Next.js bundles each route (and instrumentation.ts) apart, and a module
// copy per bundle would split the counts between registries nobody scrapes.
const globalForMetrics = globalThis as typeof globalThis & { __coinmarketMetrics?: Metrics };

export function metrics(): Metrics {
  globalForMetrics.__coinmarketMetrics ??= createMetrics();
  return globalForMetrics.__coinmarketMetrics;
}
