// The route span as an operator reads it: named by the registry entry, the answer's status, the
// request id, and marked failed only when the server failed (5xx or a throw), not on a 4xx.
import { context, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
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
});

afterEach(() => exporter.reset());

afterAll(() => {
  trace.disable();
  context.disable();
});

function answering(status: number, requestId = "req-1") {
  return inRouteSpan(route, async () => {
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
    const failing = inRouteSpan(route, () => Promise.reject(new Error("boom")));
    await expect(failing).rejects.toThrow("boom");
    const [span] = exporter.getFinishedSpans();
    expect(span?.status.code).toBe(SpanStatusCode.ERROR);
  });
});
