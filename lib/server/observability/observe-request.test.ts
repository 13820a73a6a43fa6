import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "./logger";
import { metrics } from "./metrics";
import { observeRequest } from "./observe-request";

const route = "/api/v1/services/{id}/book";

const secretUrl = "http://test/api/v1/services/svc-42/book?token=T0KEN";

afterEach(() => vi.restoreAllMocks());

async function histogramCount(labels: Record<string, string>): Promise<number> {
  const { values } = await metrics().requestDuration.get();
  const matches = (entry: { labels: Record<string, unknown> }) =>
    Object.entries(labels).every(([name, value]) => entry.labels[name] === value);
  return values.find((entry) => entry.metricName?.endsWith("_count") && matches(entry))?.value ?? 0;
}

describe("observeRequest", () => {
  it("logs one line with the request id, route template, method, status, duration and caller", () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const scope = {
      requestId: "req-1",
      address: "127.0.0.1",
      actorId: "user-7",
      actorRole: "user",
    };
    const request = new Request(secretUrl, {
      method: "POST",
      headers: { authorization: "Bearer x" },
    });
    observeRequest({
      route,
      request,
      requestId: "req-1",
      scope,
      answer: new Response(null, { status: 201 }),
      startedAt: 0,
    });
    expect(info).toHaveBeenCalledTimes(1);
    const [line, message] = info.mock.calls[0] ?? [];
    expect(message).toBe("request");
    expect(line).toEqual({
      requestId: "req-1",
      route: "/api/v1/services/{id}/book",
      method: "POST",
      status: 201,
      durationMs: expect.any(Number),
      callerId: "user-7",
    });
    // The URL (ids, a token in the query) and the headers are not in it.
    expect(JSON.stringify(line)).not.toMatch(/svc-42|T0KEN|Bearer/);
  });

  it("logs a failure as an error, with no caller when nobody signed in, and counts it by template", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const labels = { route: "/api/v1/services/{id}/book", method: "POST", status: "500" };
    const before = await histogramCount(labels);
    observeRequest({
      route,
      request: new Request(secretUrl, { method: "POST" }),
      requestId: "req-2",
      scope: undefined,
      answer: undefined,
      startedAt: 0,
    });
    expect(error.mock.calls[0]?.[0]).toMatchObject({ requestId: "req-2", status: 500 });
    expect(error.mock.calls[0]?.[0]).not.toHaveProperty("callerId");
    expect(await histogramCount(labels)).toBe(before + 1);
    // Labelled by the template: one series whatever the id in the URL.
    const { values } = await metrics().requestDuration.get();
    expect(values.some((entry) => String(entry.labels.route).includes("svc-42"))).toBe(false);
  });
});
