// One span per API route call, named by its registry entry (`POST /api/v1/services/{id}/book`),
// with the method, the route, the status and the request id. Without a registered tracer provider
// (no OTLP endpoint set) the span is the API's no-op span and costs next to nothing. Under
// Next.js it is the child of Next's own request span.
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from "@opentelemetry/semantic-conventions";
import { SpanStatusCode, trace } from "@opentelemetry/api";
import type { RouteDefinition } from "./registry/define";

export const REQUEST_ID_ATTRIBUTE = "coinmarket.request_id";

/** Runs one call of a route's handler inside the route's span. */
export function inRouteSpan(
  route: Pick<RouteDefinition, "method" | "path">,
  handle: () => Promise<Response>,
): Promise<Response> {
  const attributes = { [ATTR_HTTP_ROUTE]: route.path, [ATTR_HTTP_REQUEST_METHOD]: route.method };
  // Asked for on each call, not kept: a tracer taken before the provider was registered (or after
  // it shut down) would keep answering for the provider of that moment.
  return trace
    .getTracer("coinmarket")
    .startActiveSpan(`${route.method} ${route.path}`, { attributes }, async (span) => {
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
    });
}

/** Notes the request's id (the one its answer's X-Request-Id carries) on the current span. */
export function noteRequestId(requestId: string): void {
  trace.getActiveSpan()?.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
}
