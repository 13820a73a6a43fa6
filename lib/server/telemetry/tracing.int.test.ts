// Traces on PostgreSQL: with an OTLP endpoint set, one booking made through the real route
// arrives at a local OTLP receiver as the route's span, carrying the request id its answer's
// X-Request-Id had, with the booking's SQL statements as its descendants (their text
// parameterised, never the values); a booking sent with a W3C traceparent arrives in the caller's
// trace. With no endpoint set, nothing is registered.
import { trace } from "@opentelemetry/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/v1/services/[id]/book/route";
import type { BookingView } from "@/lib/bookings/booking-types";
import { signedIn } from "@/test/integration/accounts";
import { call } from "@/test/integration/http";
import { createService, fund } from "@/test/integration/marketplace";
import {
  startOtlpReceiver,
  type OtlpReceiver,
  type ReceivedSpan,
} from "@/test/support/otlp-receiver";
import { REQUEST_ID_ATTRIBUTE } from "@/lib/api/route-span";
import { shutdownTracing, startTracing } from "./tracing";

const BOOK_SPAN = "POST /api/v1/services/{id}/book";

let receiver: OtlpReceiver;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
});

afterAll(async () => {
  await shutdownTracing();
  await receiver.close();
});

/** A booking through the real route by a funded user; its answer's status and X-Request-Id. */
async function bookAService(headers: Record<string, string> = {}) {
  const { user, token } = await signedIn("user");
  await fund(user.id, 500);
  const service = await createService({ price: 120 });
  const answer = await call<BookingView>(book, `/api/v1/services/${service.id}/book`, {
    method: "POST",
    bearer: token,
    params: { id: service.id },
    headers,
  });
  return { answer, service, user };
}

function ancestors(span: ReceivedSpan, all: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(all.map((each) => [each.spanId, each]));
  const chain: ReceivedSpan[] = [];
  for (let parent = span.parentSpanId && byId.get(span.parentSpanId); parent;) {
    chain.push(parent);
    parent = parent.parentSpanId ? byId.get(parent.parentSpanId) : undefined;
  }
  return chain;
}

// In this order: the first runs before anything registered a tracer provider in this worker.
describe("traces", () => {
  it("with no endpoint set registers nothing and sends nothing", async () => {
    expect(await startTracing({})).toBe(false);
    const { answer } = await bookAService();
    expect(answer.status).toBe(201);
    // The API's no-op provider: spans record nothing, so a route's span costs nothing.
    expect(trace.getTracer("probe").startSpan("probe").isRecording()).toBe(false);
    await shutdownTracing();
    expect(receiver.requests).toEqual([]);
  });

  it("sends a booking's route span with its request id and its SQL statements as children", async () => {
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint })).toBe(true);
    const { answer, service, user } = await bookAService();
    expect(answer.status).toBe(201);
    const requestId = answer.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    // Shutting down exports what is queued and resolves once the receiver has answered.
    await shutdownTracing();

    expect(receiver.requests.every((each) => each.path === "/v1/traces")).toBe(true);
    const routeSpans = receiver.spans.filter((span) => span.name === BOOK_SPAN);
    expect(routeSpans).toHaveLength(1);
    const [routeSpan] = routeSpans;
    expect(routeSpan?.serviceName).toBe("coinmarket");
    expect(routeSpan?.attributes).toMatchObject({
      [REQUEST_ID_ATTRIBUTE]: requestId,
      "http.route": "/api/v1/services/{id}/book",
      "http.request.method": "POST",
      "http.response.status_code": 201,
    });

    const statements = receiver.spans.filter(
      (span) =>
        typeof span.attributes["db.query.text"] === "string" &&
        span.traceId === routeSpan?.traceId &&
        ancestors(span, receiver.spans).includes(routeSpan),
    );
    expect(statements.length).toBeGreaterThan(0);
    const sql = statements.map((span) => String(span.attributes["db.query.text"]));
    expect(sql.some((text) => /INSERT INTO "Booking"/.test(text))).toBe(true);
    // Parameterised statements only: the ids the booking was made with never appear in a span.
    for (const span of receiver.spans) {
      const text = JSON.stringify(span.attributes);
      expect(text).not.toContain(service.id);
      expect(text).not.toContain(user.id);
    }
  });

  it("follows an incoming traceparent, ignores a malformed one, and echoes no trace id", async () => {
    const callerTrace = "0af7651916cd43dd8448eb211c80319c";
    const callerSpan = "b7ad6b7169203331";
    const spansBefore = receiver.spans.length;
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint })).toBe(true);
    // Sampled flag off: the caller's choice does not switch off this server's spans.
    const followed = await bookAService({ traceparent: `00-${callerTrace}-${callerSpan}-00` });
    const malformed = await bookAService({ traceparent: `00-${callerTrace}-not-a-span-id-01` });
    await shutdownTracing();
    expect([followed.answer.status, malformed.answer.status]).toEqual([201, 201]);

    const routeSpanOf = (answer: typeof followed.answer) =>
      receiver.spans
        .slice(spansBefore)
        .find(
          (span) =>
            span.name === BOOK_SPAN &&
            span.attributes[REQUEST_ID_ATTRIBUTE] === answer.headers.get("x-request-id"),
        );
    const inCallerTrace = routeSpanOf(followed.answer);
    expect(inCallerTrace).toMatchObject({ traceId: callerTrace, parentSpanId: callerSpan });
    const statements = receiver.spans.filter(
      (span) =>
        typeof span.attributes["db.query.text"] === "string" && span.traceId === callerTrace,
    );
    expect(statements.length).toBeGreaterThan(0);

    const ownTrace = routeSpanOf(malformed.answer);
    expect(ownTrace?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(ownTrace?.traceId).not.toBe(callerTrace);
    expect(ownTrace?.parentSpanId).toBeFalsy();

    // The answers carry their X-Request-Id, and nothing of the server's trace.
    for (const [{ answer }, span] of [
      [followed, inCallerTrace],
      [malformed, ownTrace],
    ] as const) {
      expect(answer.headers.has("traceparent")).toBe(false);
      const echoed = JSON.stringify([...answer.headers, answer.body]);
      expect(echoed).not.toContain(String(span?.traceId));
      expect(echoed).not.toContain(String(span?.spanId));
    }
  });
});
