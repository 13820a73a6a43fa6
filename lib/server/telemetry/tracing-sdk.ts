// The OpenTelemetry SDK, set up as the process's tracer provider: spans are batched and exported
// as OTLP over HTTP (JSON). Next.js's own spans (a request, its route handler) and the app's
// (lib/server/telemetry/route-span.ts) go through the API's global provider, which is this one;
// Prisma's client adds one span per operation and per SQL statement once its instrumentation is
// enabled. Imported only by tracing.ts, when an endpoint is set.
import "server-only";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { AlwaysOnSampler, BatchSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import { RedactQueries } from "./redact-queries";

export interface Tracing {
  /** Exports what is queued, then stops; later spans are dropped. */
  shutdown(): Promise<void>;
}

/** A caller-chosen request id or a long statement cannot make a span unbounded. */
const MAX_ATTRIBUTE_LENGTH = 4096;

export function createTracing(options: { url: string; serviceName: string }): Tracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanLimits: { attributeValueLengthLimit: MAX_ATTRIBUTE_LENGTH },
    // Every span is kept, whatever an incoming traceparent's sampled flag says: a caller does not
    // get to switch off the tracing of its own requests (the default sampler follows the parent).
    sampler: new AlwaysOnSampler(),
    spanProcessors: [
      new RedactQueries(),
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: options.url }) }),
    ],
  });
  // Spans find their parent across awaits through AsyncLocalStorage: a statement's span is the
  // child of the route's span that awaited it.
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  trace.setGlobalTracerProvider(provider);
  // An incoming W3C `traceparent` makes the request's spans part of the caller's trace: Next.js
  // extracts it for its request span through this global propagator, and so does the route span
  // (lib/api/route-span.ts). W3C trace context only: no baggage is taken from callers.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  // Prisma's client looks for this instrumentation on every query (a global it sets), so it works
  // whatever the order in which the client and this module were loaded. The statement's span
  // carries its SQL text (parameterised: `$1`, never the values).
  const prisma = new PrismaInstrumentation();
  prisma.setTracerProvider(provider);
  prisma.enable();
  return {
    async shutdown() {
      prisma.disable();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
