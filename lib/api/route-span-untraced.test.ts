// Without a tracer provider (no OTLP endpoint set) a route call starts no span: the handler's
// answer and its errors pass through untouched, and nothing is recorded for the request id.
import { trace } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import { inRouteSpan, noteRequestId } from "./route-span";

const route = { method: "GET", path: "/api/v1/health" } as const;
const request = () => new Request("http://test/api/v1/health");

describe("inRouteSpan without a tracer provider", () => {
  it("answers the handler's own response, with no span active around it", async () => {
    const answer = new Response("ok", { status: 200 });
    let active: unknown = "unset";
    const response = await inRouteSpan(route, request(), async () => {
      active = trace.getActiveSpan();
      noteRequestId("req-1");
      return answer;
    });
    expect(response).toBe(answer);
    expect(active).toBeUndefined();
  });

  it("lets the handler's error through", async () => {
    const failure = new Error("boom");
    await expect(inRouteSpan(route, request(), () => Promise.reject(failure))).rejects.toBe(
      failure,
    );
  });
});
