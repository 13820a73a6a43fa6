// The route span as an operator reads it: named by the registry entry, the answer's status, the
// request id, marked failed only when the server failed (5xx or a throw), not on a 4xx, and part
// of the caller's trace when the request carries a W3C traceparent.
import { context, propagation, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inRouteSpan, noteRequestId, REQUEST_ID_ATTRIBUTE } from "./route-span";

const exporter = new InMemorySpanExporter();
const route = { method: "POST", path: "/api/v1/services/{id}/book" } as const;

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(
    new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }),
  );
  // As lib/server/telemetry/tracing-sdk.ts registers it with the provider.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
});

afterEach(() => exporter.reset());

afterAll(() => {
  trace.disable();
  propagation.disable();
  context.disable();
});

function answering(status: number, requestId = "req-1", headers: HeadersInit = {}) {
  const request = new Request("http://test/api/v1/services/s1/book", { method: "POST", headers });
  return inRouteSpan(route, request, async () => {
    // As apiRoute does, after an await: the span is still the active one.
    await Promise.resolve();
    noteRequestId(requestId);
    return new Response(null, { status });
  });
}

describe("inRouteSpan", () => {
  it("names the span by the route and records method, route, status and request id", async () => {
    const response = await answering(201, "abc-123");
    expect(response.status).toBe(201);
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe("POST /api/v1/services/{id}/book");
    expect(span?.attributes).toEqual({
      "http.route": "/api/v1/services/{id}/book",
      "http.request.method": "POST",
      "http.response.status_code": 201,
      [REQUEST_ID_ATTRIBUTE]: "abc-123",
    });
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it("leaves a refusal (4xx) unmarked and marks a server failure (5xx) as an error", async () => {
    await answering(422);
    await answering(503);
    const [refused, failed] = exporter.getFinishedSpans();
    expect(refused?.status.code).toBe(SpanStatusCode.UNSET);
    expect(failed?.status.code).toBe(SpanStatusCode.ERROR);
  });

  it("ends the span as an error when the handler throws, and lets the error through", async () => {
    const request = new Request("http://test/x", { method: "POST" });
    const failing = inRouteSpan(route, request, () => Promise.reject(new Error("boom")));
    await expect(failing).rejects.toThrow("boom");
    const [span] = exporter.getFinishedSpans();
    expect(span?.status.code).toBe(SpanStatusCode.ERROR);
  });

  describe("an incoming W3C traceparent", () => {
    const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
    const PARENT_ID = "00f067aa0ba902b7";

    it("makes the span a child of the caller's span, in the caller's trace", async () => {
      const answer = await answering(201, "req-1", {
        traceparent: `00-${TRACE_ID}-${PARENT_ID}-01`,
        tracestate: "vendor=value",
      });
      expect(answer.status).toBe(201);
      const [span] = exporter.getFinishedSpans();
      expect(span?.spanContext().traceId).toBe(TRACE_ID);
      expect(span?.parentSpanContext).toMatchObject({
        traceId: TRACE_ID,
        spanId: PARENT_ID,
        isRemote: true,
      });
      expect(span?.spanContext().spanId).not.toBe(PARENT_ID);
    });

    it("is ignored when malformed: the span starts a trace of its own and the answer stands", async () => {
      const malformed = [
        "garbage",
        `00-${TRACE_ID}-${PARENT_ID}`,
        `00-${"0".repeat(32)}-${PARENT_ID}-01`,
        `00-${TRACE_ID}-${"0".repeat(16)}-01`,
        `ff-${TRACE_ID}-${PARENT_ID}-01`,
        `00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`,
        `00-${TRACE_ID}-${PARENT_ID}-01-extra`,
        `00-${TRACE_ID}x-${PARENT_ID}-01`,
        "",
      ];
      for (const traceparent of malformed) {
        expect((await answering(200, "req-1", { traceparent })).status).toBe(200);
      }
      const spans = exporter.getFinishedSpans();
      expect(spans).toHaveLength(malformed.length);
      for (const span of spans) {
        expect(span.parentSpanContext).toBeUndefined();
        expect(span.spanContext().traceId).not.toBe(TRACE_ID);
        expect(trace.isSpanContextValid(span.spanContext())).toBe(true);
      }
    });

    it("leaves the span under the active span when there is one (Next's, which followed it)", async () => {
      const outer = trace.getTracer("test").startSpan("next request");
      await context.with(trace.setSpan(context.active(), outer), () =>
        answering(200, "req-1", { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` }),
      );
      outer.end();
      const routeSpan = exporter
        .getFinishedSpans()
        .find((span) => span.name === "POST " + route.path);
      expect(routeSpan?.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
      expect(routeSpan?.spanContext().traceId).toBe(outer.spanContext().traceId);
    });
  });
});
