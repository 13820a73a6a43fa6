// A link's query (the verification link's `?token=`) never reaches an exporter.
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { describe, expect, it } from "vitest";
import { RedactQueries, withoutQuery } from "./redact-queries";

function exported(attributes: Record<string, string>, later: Record<string, string> = {}) {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    spanProcessors: [new RedactQueries(), new SimpleSpanProcessor({ exporter })],
  });
  const span = provider.getTracer("test").startSpan("GET", { attributes });
  span.setAttributes(later);
  span.end();
  return exporter.getFinishedSpans()[0]?.attributes;
}

describe("RedactQueries", () => {
  it("cuts the query from the request target Next.js records when the span starts", () => {
    const attributes = exported({
      "http.target": "/api/v1/auth/verify-email?token=s3cret",
      "http.method": "GET",
    });
    expect(attributes).toEqual({
      "http.target": "/api/v1/auth/verify-email",
      "http.method": "GET",
    });
  });

  it("cuts URLs set while the span ran, and empties url.query", () => {
    const attributes = exported(
      {},
      {
        "http.url": "https://geo.example/lookup?ip=203.0.113.9#x",
        "url.full": "https://fx.example/rates?key=abc",
        "url.query": "key=abc",
      },
    );
    expect(attributes).toEqual({
      "http.url": "https://geo.example/lookup",
      "url.full": "https://fx.example/rates",
      "url.query": "",
    });
    expect(JSON.stringify(attributes)).not.toMatch(/abc|203\.0\.113\.9/);
  });

  it("leaves targets without a query as they are", () => {
    expect(withoutQuery("/api/v1/services/abc/book")).toBe("/api/v1/services/abc/book");
    expect(exported({ "http.target": "/services" })).toEqual({ "http.target": "/services" });
  });
});
