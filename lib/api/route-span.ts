// One span per API route call, named by its registry entry (`POST /api/v1/services/{id}/book`),
// with the method, the route, the status and the request id. Without a registered tracer provider
// (no OTLP endpoint set) no span is started at all: the handler runs as it is, since even the
// API's no-op span (a tracer, a context, a closure, attributes) was a measurable share of the
// cheapest request's CPU (docs/benchmarks.md, Booking). Under
// Next.js it is the child of Next's own request span, which follows an incoming W3C
// `traceparent` itself; called without one (a test, a caller outside Next), the span follows the
// header here. Either way through the global propagator lib/server/telemetry registers with the
// tracer provider: W3C trace context, which ignores a malformed header (the span starts a trace).
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from "@opentelemetry/semantic-conventions";
import {
  context,
  propagation,
  ProxyTracer,
  SpanStatusCode,
  trace,
  type Context,
  type TextMapGetter,
} from "@opentelemetry/api";
import type { RouteDefinition } from "./registry/define";

export const REQUEST_ID_ATTRIBUTE = "coinmarket.request_id";

const REQUEST_HEADERS: TextMapGetter<Headers> = {
  get: (headers, name) => headers.get(name) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/** The span's parent: the active span (Next's), else the caller's `traceparent`, else none. */
function parentOf(request: Request): Context {
  const active = context.active();
  if (trace.getSpanContext(active)) return active;
  return propagation.extract(active, request.headers, REQUEST_HEADERS);
}

/** Runs one call of a route's handler inside the route's span. */
export function inRouteSpan(
  route: Pick<RouteDefinition, "method" | "path">,
  request: Request,
  handle: () => Promise<Response>,
): Promise<Response> {
  // Asked for on each call, not kept: a tracer taken before the provider was registered (or after
  // it shut down) would keep answering for the provider of that moment.
  const tracer = trace.getTracer("coinmarket");
  // The API hands out its proxy only while no provider is registered: its spans would record
  // nothing, so none is made.
  if (tracer instanceof ProxyTracer) return handle();
  const attributes = { [ATTR_HTTP_ROUTE]: route.path, [ATTR_HTTP_REQUEST_METHOD]: route.method };
  return tracer.startActiveSpan(
    `${route.method} ${route.path}`,
    { attributes },
    parentOf(request),
    async (span) => {
      try {
        const response = await handle();
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, response.status);
        // A 4xx is the caller's mistake, answered as designed; only a 5xx is the server's.
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** Notes the request's id (the one its answer's X-Request-Id carries) on the current span. */
export function noteRequestId(requestId: string): void {
  const span = trace.getActiveSpan();
  // A span that records nothing (no provider) is not worth the attribute's work.
  if (span?.isRecording()) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
}
