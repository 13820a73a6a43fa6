// Traces: started once per server process from instrumentation.ts, and only when an OTLP endpoint
// is set. With none set nothing is registered and the OpenTelemetry SDK is never loaded: the spans
// the app and Next.js start stay the API's no-op spans.
import "server-only";
import { env, type Env } from "@/lib/env";
import type { Tracing } from "./tracing-sdk";

export type TracingSettings = Partial<
  Pick<
    Env,
    "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT" | "OTEL_SERVICE_NAME"
  >
>;

const DEFAULT_SERVICE_NAME = "coinmarket";

/**
 * Where spans are sent: the traces endpoint as given, else `v1/traces` under the general endpoint
 * (the OTLP specification's rule), else nowhere.
 */
export function tracesUrl(settings: TracingSettings): string | null {
  if (settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
    return settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = settings.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!base) return null;
  return `${base.endsWith("/") ? base : `${base}/`}v1/traces`;
}

const globalForTracing = globalThis as typeof globalThis & { __coinmarketTracing?: Tracing };

/** Starts exporting spans when an endpoint is set; true when it did (or already had). */
export async function startTracing(settings: TracingSettings = env): Promise<boolean> {
  if (globalForTracing.__coinmarketTracing) return true;
  const url = tracesUrl(settings);
  if (!url) return false;
  // Loaded only here, so a server without an endpoint never loads the SDK.
  const { createTracing } = await import("./tracing-sdk");
  globalForTracing.__coinmarketTracing = createTracing({
    url,
    serviceName: settings.OTEL_SERVICE_NAME ?? DEFAULT_SERVICE_NAME,
  });
  return true;
}

/**
 * Sends the spans still queued and stops tracing; for graceful shutdown (a no-op when tracing
 * never started). Spans started afterwards are dropped.
 */
export async function shutdownTracing(): Promise<void> {
  const tracing = globalForTracing.__coinmarketTracing;
  if (!tracing) return;
  delete globalForTracing.__coinmarketTracing;
  await tracing.shutdown();
}
